"""`check-availability --self-test`: runs the checker on the planted files of
Scripts/availability-fixtures/, each alone in a temporary package, and compares its reports
with the `// expect: API, ...` markers (see the fixtures' README)."""

import os
import re
import shutil
import subprocess
import sys
import tempfile

_EXPECT = re.compile(r"//\s*expect:\s*(.+?)\s*$")
_REPORT = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):(?P<col>\d+): '(?P<api>[^']*)' needs ")

# `.macOS("13.0")` on purpose: the string form of a deployment target must parse too.
_PACKAGE = """// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Fixture",
    platforms: [.macOS("13.0"), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    targets: [.target(name: "Fixture", path: "Sources/Fixture")]
)
"""
_TARGETS = "targets: macOS 13 / iOS 16 / tvOS 16 / watchOS 9 / visionOS 1"


def _expectations(path):
    out = {}
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            m = _EXPECT.search(line)
            if m:
                out[n] = [a.strip() for a in m.group(1).split(",") if a.strip()]
    return out


def _run(script, args, cache, cwd):
    r = subprocess.run([sys.executable, script, "--cache-dir", cache] + args, capture_output=True, text=True,
                       cwd=cwd)
    return r.returncode, r.stdout, r.stderr


def run(script, swift):
    root = os.path.dirname(os.path.dirname(script))
    fixtures = os.path.join(root, "Scripts", "availability-fixtures")
    cache = os.path.join(root, ".build", "check-availability")
    failures = 0
    names = sorted(f for f in os.listdir(fixtures) if f.endswith(".swift"))
    with tempfile.TemporaryDirectory(prefix="check-availability-selftest-") as tmp:
        with open(os.path.join(tmp, "Package.swift"), "w") as fh:
            fh.write(_PACKAGE)
        src = os.path.join(tmp, "Sources", "Fixture")
        os.makedirs(src)
        for name in names:
            for old in os.listdir(src):
                os.remove(os.path.join(src, old))
            shutil.copy(os.path.join(fixtures, name), src)
            expected = _expectations(os.path.join(fixtures, name))
            status, out, err = _run(script, ["--swift", swift, "--root", tmp, os.path.join(src, name)], cache, tmp)
            reported = {}
            problems = []
            for line in out.splitlines():
                m = _REPORT.match(line)
                if m:
                    reported.setdefault(int(m.group("line")), []).append(m.group("api"))
                    if _TARGETS not in line:
                        problems.append("targets not read from Package.swift: " + line)
            for n, apis in sorted(expected.items()):
                for api in apis:
                    if not any(api in r for r in reported.get(n, [])):
                        problems.append("line %d: '%s' not reported" % (n, api))
            for n, apis in sorted(reported.items()):
                extra = [r for r in apis if not any(a in r for a in expected.get(n, []))]
                for r in extra:
                    problems.append("line %d: '%s' reported but not expected" % (n, r))
            want_status = 1 if expected else 0
            if status != want_status:
                problems.append("exit status %d, expected %d%s" % (status, want_status, (": " + err.strip()) if err else ""))
            caught = sum(len(v) for v in expected.values())
            print("== %s: %d planted use%s expected, %d reported, exit %d: %s" % (
                name, caught, "" if caught == 1 else "s", sum(len(v) for v in reported.values()), status,
                "FAIL" if problems else "ok"))
            for line in out.splitlines():
                print("   " + line)
            for p in problems:
                print("   FAIL: " + p)
            failures += bool(problems)

        # With targets as new as the APIs, the unguarded file is clean.
        shutil.copy(os.path.join(fixtures, "Unguarded.swift"), src)
        status, out, _ = _run(script, ["--swift", swift, "--root", tmp, "--targets",
                                       "macOS=26,iOS=26,tvOS=26,watchOS=26,visionOS=26",
                                       os.path.join(src, "Unguarded.swift")], cache, tmp)
        ok = status == 0
        print("== Unguarded.swift with --targets macOS=26,iOS=26,tvOS=26,watchOS=26,visionOS=26: exit %d: %s"
              % (status, "ok" if ok else "FAIL"))
        if not ok:
            print("   " + out.replace("\n", "\n   "))
        failures += not ok
    print("self-test: %s (%d fixture file%s)" % ("FAILED" if failures else "passed", len(names),
                                                  "" if len(names) == 1 else "s"))
    return 1 if failures else 0
