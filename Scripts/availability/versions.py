"""Platforms, versions, `@available` / `#available` arguments and Package.swift deployment targets.

An availability is a dict {platform: version tuple}; a platform that is absent is unrestricted
(the `*` of `@available(macOS 26, *)`). UNAVAILABLE stands for `@available(macOS, unavailable)`.
"""

import re

from .lexer import KIND, TEXT

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
_ALIASES = {"OSX": "macOS", "xrOS": "visionOS"}
UNAVAILABLE = (1_000_000,)

# SwiftPM's deployment targets for a package that declares no `platforms:` (tools 5.9 to 6.2).
SWIFTPM_DEFAULTS = {"macOS": (10, 13), "iOS": (12,), "tvOS": (12,), "watchOS": (4,), "visionOS": (1,)}


def parse_version(text):
    """`"13.0"` -> (13,): trailing zeros dropped, so that equal versions compare equal."""
    try:
        v = [int(p) for p in text.strip().strip('"').split(".")]
    except ValueError:
        return None
    while len(v) > 1 and v[-1] == 0:
        v.pop()
    return tuple(v)


def format_version(v):
    if v == UNAVAILABLE:
        return "unavailable"
    v = list(v)
    while len(v) > 1 and v[-1] == 0:
        v.pop()
    return ".".join(str(p) for p in v)


def with_inferred_visionos(avail):
    """Swift infers visionOS availability from iOS when visionOS is not named. The versions
    map as Apple's SDK mapping does: iOS 17.x to visionOS 1.x, iOS 18.x to 2.x (and so on up
    to 25), iOS 26 and later to the same number; anything before iOS 17 to visionOS 1.0."""
    if "visionOS" in avail or "iOS" not in avail:
        return avail
    ios = avail["iOS"]
    if ios == UNAVAILABLE:
        vision = UNAVAILABLE
    elif ios[0] >= 26:
        vision = ios
    elif ios[0] >= 17:
        vision = (ios[0] - 16,) + tuple(ios[1:])
    else:
        vision = (1,)
    out = dict(avail)
    out["visionOS"] = vision
    return out


def split_arguments(toks):
    """The comma-separated arguments (lists of tokens) of a parenthesised token range."""
    args, cur, depth = [], [], 0
    for t in toks:
        if t[TEXT] in "([{" and t[KIND] == "p":
            depth += 1
        elif t[TEXT] in ")]}" and t[KIND] == "p":
            depth -= 1
        if depth == 0 and t[TEXT] == "," and t[KIND] == "p":
            args.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur:
        args.append(cur)
    return args


class Spec:
    """What one `@available(...)` / `#available(...)` argument list says."""

    def __init__(self):
        self.avail = {}  # platform -> version (introduced, or UNAVAILABLE)
        self.never = False  # `@available(*, unavailable)`: the declaration is never usable

    def __repr__(self):
        return "Spec(%r, never=%r)" % (self.avail, self.never)


def parse_spec(arg_toks):
    """Parses the tokens between the parentheses of `@available(...)` or `#available(...)`."""
    spec = Spec()
    args = split_arguments(arg_toks)
    if not args:
        return spec
    first = [t[TEXT] for t in args[0]]
    if len(first) == 1 and len(args) > 1 and all(a and a[0][TEXT] != "*" for a in args[1:]) and \
            any(a[0][TEXT] in ("introduced", "unavailable", "deprecated", "obsoleted", "message",
                               "renamed", "noasync") for a in args[1:]):
        # Long form: @available(macOS, introduced: 10.15, ...) / (*, unavailable)
        platform = _ALIASES.get(first[0], first[0])
        for a in args[1:]:
            words = [t[TEXT] for t in a]
            if words[0] == "unavailable":
                if platform == "*":
                    spec.never = True
                elif platform in PLATFORMS:
                    spec.avail[platform] = UNAVAILABLE
            elif words[0] == "introduced" and len(words) >= 3 and platform in PLATFORMS:
                v = parse_version(words[2])
                if v:
                    spec.avail[platform] = v
        return spec
    for a in args:  # short form: macOS 15.0, iOS 18.0, *
        words = [t[TEXT] for t in a]
        if len(words) == 2:
            platform = _ALIASES.get(words[0], words[0])
            if platform in PLATFORMS:
                v = parse_version(words[1])
                if v:
                    spec.avail[platform] = v
    return spec


def merge_max(a, b):
    """The availability that requires both `a` and `b`."""
    if not b:
        return a
    out = dict(a)
    for p, v in b.items():
        if v > out.get(p, (0,)):
            out[p] = v
    return out


def describe(avail, platforms=PLATFORMS):
    return " / ".join("%s %s" % (p, format_version(avail[p])) for p in platforms if p in avail)


def package_targets(package_swift_text):
    """Deployment targets declared in a Package.swift (SwiftPM's defaults for the rest)."""
    targets = dict(SWIFTPM_DEFAULTS)
    m = re.search(r"platforms\s*:\s*\[(.*?)\]", package_swift_text, re.S)
    if not m:
        return targets
    for name, arg in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\s*\(\s*([^)]*?)\s*\)", m.group(1)):
        if arg.startswith("."):  # .v13, .v10_15, .v1
            v = parse_version(arg[2:].replace("_", "."))
        else:  # "13.0"
            v = parse_version(arg)
        if v:
            targets[name] = v
    return targets


def parse_targets_option(text):
    """`macOS=10.13,iOS=12` -> availability dict (SwiftPM defaults for unnamed platforms)."""
    targets = dict(SWIFTPM_DEFAULTS)
    for item in text.split(","):
        if "=" in item:
            p, v = item.split("=", 1)
            p = _ALIASES.get(p.strip(), p.strip())
            if p in PLATFORMS and parse_version(v):
                targets[p] = parse_version(v)
    return targets
