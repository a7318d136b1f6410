"""Which Swift files to scan, and under which deployment targets: every target of the root
Package.swift and of the packages beside it (Fuzz/, Examples/*/), each with its own
`platforms:`."""

import glob
import os
import re

from .versions import package_targets

FIXTURES = os.path.join("Scripts", "availability-fixtures")


def _calls(text, opener):
    """Bodies of `.target( ... )` style calls (balanced parentheses)."""
    for m in re.finditer(r"\.(%s)\s*\(" % opener, text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        yield m.group(1), text[m.end():j - 1]


def _strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def package_directories(root):
    dirs = [root]
    for pattern in ("*/Package.swift", "Examples/*/Package.swift"):
        for p in sorted(glob.glob(os.path.join(root, pattern))):
            d = os.path.dirname(p)
            if os.path.abspath(d) != os.path.abspath(root) and "availability-fixtures" not in d \
                    and ".build" not in d:
                dirs.append(d)
    return dirs


def package_targets_and_paths(pkg_dir):
    """(deployment targets, [source directories with their excluded subpaths])."""
    with open(os.path.join(pkg_dir, "Package.swift"), encoding="utf-8") as fh:
        text = _strip_comments(fh.read())
    targets = package_targets(text)
    dirs = []
    for kind, body in _calls(text, r"target|executableTarget|testTarget|macro|plugin"):
        name = re.search(r'name\s*:\s*"([^"]+)"', body)
        path = re.search(r'path\s*:\s*"([^"]+)"', body)
        if not name:
            continue
        if path:
            rel = path.group(1)
        else:
            rel = os.path.join("Tests" if kind == "testTarget" else
                               ("Plugins" if kind == "plugin" else "Sources"), name.group(1))
        exclude = []
        ex = re.search(r"exclude\s*:\s*\[(.*?)\]", body, re.S)
        if ex:
            exclude = re.findall(r'"([^"]+)"', ex.group(1))
        dirs.append((os.path.join(pkg_dir, rel), [os.path.join(pkg_dir, rel, e) for e in exclude]))
    return targets, dirs


def swift_files(path, excluded=()):
    if os.path.isfile(path):
        return [path] if path.endswith(".swift") else []
    out = []
    excluded = [os.path.abspath(e) for e in excluded]
    for dirpath, dirnames, filenames in os.walk(path):
        dirnames[:] = sorted(d for d in dirnames if d != ".build" and not d.startswith(".")
                             and os.path.abspath(os.path.join(dirpath, d)) not in excluded)
        for fn in sorted(filenames):
            full = os.path.join(dirpath, fn)
            if fn.endswith(".swift") and os.path.abspath(full) not in excluded:
                out.append(full)
    return out


def enclosing_package(path):
    d = os.path.abspath(path if os.path.isdir(path) else os.path.dirname(path))
    while True:
        if os.path.exists(os.path.join(d, "Package.swift")):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent
