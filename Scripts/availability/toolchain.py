"""Builds the availability table from the installed toolchain's module interfaces (and caches it).

Sources, in this order:
- the standard library (`Swift`), `_Concurrency` and `Synchronization`: the toolchain ships
  their `.swiftinterface` files, in which the stdlib's availability macros
  (`@available(SwiftStdlib 6.2, *)`) are already expanded to OS versions;
- `FoundationEssentials`, `FoundationInternationalization` and `Foundation`: on Linux these
  ship as binary `.swiftmodule`s only; `swift-synthesize-interface` (next to `swift`) prints
  their interface. swift-foundation's own macros (`@available(FoundationPreview 0.1, *)`,
  `FoundationSpan`, ...) are expanded at compile time from swift-foundation's build settings,
  so the synthesized text already carries the OS versions (`macOS 15, iOS 18, ...`);
- a few hand-listed Apple-SDK entries (APPLE_FOUNDATION below): on Linux `Foundation` is
  swift-corelibs-foundation, whose `FileHandle` methods carry no Apple availability; on Apple
  platforms they come from the SDK, which says macOS 10.15.4 / iOS 13.4 (Apple's documentation).

The table is cached in .build/check-availability/ keyed by the compiler version, the
interface files' sizes and dates, and this checker's own source.
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

from .lexer import lex, resolve_conditionals
from .table import InterfaceParser, Table

MODULES = ("Swift", "_Concurrency", "Synchronization",
           "FoundationEssentials", "FoundationInternationalization", "Foundation")

_APPLE_FILEHANDLE = {"macOS": (10, 15, 4), "iOS": (13, 4), "tvOS": (13, 4), "watchOS": (6, 2), "visionOS": (1,)}
_MAC12 = {"macOS": (12,), "iOS": (15,), "tvOS": (15,), "watchOS": (8,), "visionOS": (1,)}
APPLE_FOUNDATION = [
    # (parent, member, labels or None, availability)
    ("FileHandle", "write", ["contentsOf"], _APPLE_FILEHANDLE),
    ("FileHandle", "read", ["upToCount"], _APPLE_FILEHANDLE),
    ("FileHandle", "readToEnd", [], _APPLE_FILEHANDLE),
    ("FileHandle", "seekToEnd", [], _APPLE_FILEHANDLE),
    ("FileHandle", "offset", [], _APPLE_FILEHANDLE),
    ("FileHandle", "bytes", None, _MAC12),
    ("URL", "lines", None, _MAC12),
    ("URL", "resourceBytes", None, _MAC12),
]


def _interface_atom(name, arg):
    """`#if` inside a Linux interface: the branch this compiler took when it wrote it."""
    if name == "os":
        return arg == "Linux"
    if name == "arch":
        return arg == "x86_64" or arg == os.uname().machine
    if name == "_pointerBitWidth":
        return arg == "_64"
    if name == "_runtime":
        return False
    if name == "$Embedded":
        return False
    return True  # compiler(>=5.3), $Feature, hasFeature(X), canImport(X), _endian(little)


def target_info(swift):
    r = subprocess.run([swift, "-print-target-info"], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("%s -print-target-info failed: %s" % (swift, r.stderr.strip()[:500]))
    return json.loads(r.stdout)


def _interface_source(module_dir, module, triple):
    d = os.path.join(module_dir, module + ".swiftmodule")
    for name in (triple + ".swiftinterface",):
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    return None


def _fingerprint(info, module_dir):
    h = hashlib.sha256()
    h.update(info.get("compilerVersion", "").encode())
    for m in MODULES:
        d = os.path.join(module_dir, m + ".swiftmodule")
        if os.path.isdir(d):
            for f in sorted(os.listdir(d)):
                st = os.stat(os.path.join(d, f))
                h.update(("%s/%s %d %d" % (m, f, st.st_size, st.st_mtime_ns)).encode())
    here = os.path.dirname(os.path.abspath(__file__))
    for f in ("lexer.py", "syntax.py", "table.py", "toolchain.py", "versions.py"):  # what shapes the table
        with open(os.path.join(here, f), "rb") as fh:
            h.update(fh.read())
    return h.hexdigest()


def _synthesize(swift, module, triple, module_dir, resource_dir):
    tool = shutil.which("swift-synthesize-interface") or \
        os.path.join(os.path.dirname(os.path.realpath(swift)), "swift-synthesize-interface")
    with tempfile.TemporaryDirectory(prefix="check-availability-") as tmp:
        out = os.path.join(tmp, module + ".swift")
        cmd = [tool, "-module-name", module, "-target", triple, "-I", module_dir,
               "-resource-dir", resource_dir, "-module-cache-path", os.path.join(tmp, "mc"), "-o", out]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0 or not os.path.exists(out):
            raise RuntimeError("swift-synthesize-interface failed for %s: %s" % (module, r.stderr.strip()[:500]))
        with open(out, encoding="utf-8", errors="replace") as fh:
            return fh.read()


def _apply_apple_foundation(table):
    module = "Foundation (Apple SDK, hand-listed)"
    for parent, name, labels, avail in APPLE_FOUNDATION:
        entries = table.members.setdefault(name, [])
        hit = False
        for e in entries:
            if e[0] != parent:
                continue
            if labels is not None and (e[1] is None or [p[0] for p in e[1]] != labels):
                continue
            e[2], e[4] = dict(avail), module
            hit = True
        if not hit:
            params = None if labels is None else [[l, False, False] for l in labels]
            table.add_member(parent, name, params, dict(avail), "func" if labels is not None else "var", module)


def build_table(swift, cache_dir, log=None):
    """The availability table, from the cache when nothing changed."""
    info = target_info(swift)
    paths = info["paths"]
    triple = info["target"]["moduleTriple"]
    resource_dir = paths["runtimeResourcePath"]
    module_dir = paths["runtimeLibraryImportPaths"][0] if paths.get("runtimeLibraryImportPaths") else \
        os.path.join(resource_dir, info["target"]["platform"])
    key = _fingerprint(info, module_dir)
    cache_file = os.path.join(cache_dir, "table.json")
    try:
        with open(cache_file) as fh:
            cached = json.load(fh)
        if cached.get("key") == key:
            return Table.from_json(cached["table"]), info
    except (OSError, ValueError, KeyError):
        pass

    table = Table()
    strip = set(MODULES) | {"_StringProcessing", "_RegexParser", "Dispatch", "Glibc"}
    for module in MODULES:
        path = _interface_source(module_dir, module, triple)
        if path:
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            origin = path
        else:
            text = _synthesize(swift, module, triple, module_dir, resource_dir)
            origin = "swift-synthesize-interface"
        toks = resolve_conditionals(lex(text), _interface_atom, first_only=True)
        table.counts.setdefault(module, 0)
        InterfaceParser(toks, module, table, strip).run()
        if log:
            log("%s: %d declarations (%s)" % (module, table.counts[module], origin))
    _apply_apple_foundation(table)
    table.inherit_type_availability()
    try:
        os.makedirs(cache_dir, exist_ok=True)
        tmp = cache_file + ".tmp%d" % os.getpid()
        with open(tmp, "w") as fh:
            json.dump({"key": key, "table": table.to_json()}, fh)
        os.replace(tmp, cache_file)
    except OSError as e:
        print("check-availability: cannot cache the table: %s" % e, file=sys.stderr)
    return table, info
