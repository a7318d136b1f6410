"""The availability table: every public declaration of a module interface, with the OS versions
it needs, and the lookups the scanner makes in it.

Entries (JSON-friendly lists, so that the table caches as it is):
  types[qualified name]   -> [avail, module]        (`InlineArray`, `Date.ISO8601FormatStyle`)
  members[name]           -> [parent, params, avail, kind, module]   (methods, properties,
                             enum cases, nested types; params None for non-functions)
  inits[qualified type]   -> [params, avail, module]
  funcs[name]             -> [params, avail, module]   (free functions and global variables)
params is a list of [label, skippable, is_closure]; avail a dict {platform: version tuple}.
"""

from .lexer import KIND, TEXT, NL
from .syntax import (DECL_KEYWORDS, MODIFIERS, TYPE_KEYWORDS, decl_end, match_brackets,
                     parameter_labels, skip_generic_arguments)
from .versions import merge_max, parse_spec, with_inferred_visionos


class Table:
    def __init__(self):
        self.types, self.members, self.inits, self.funcs = {}, {}, {}, {}
        self.counts = {}
        self.property_types = {}  # "String.utf8" -> "String.UTF8View" ("" when ambiguous)

    def to_json(self):
        return {"types": self.types, "members": self.members, "inits": self.inits,
                "funcs": self.funcs, "counts": self.counts, "property_types": self.property_types}

    def add_property_type(self, parent, name, type_name):
        key = parent + "." + name
        old = self.property_types.get(key)
        self.property_types[key] = type_name if old in (None, type_name) else ""

    @staticmethod
    def from_json(d):
        """The inverse of to_json (JSON turned the version tuples into lists)."""
        def fix(a):
            return {p: tuple(v) for p, v in a.items()}
        t = Table()
        t.types = {k: [[fix(a), m] for a, m in v] for k, v in d["types"].items()}
        t.members = {k: [[pa, pr, fix(a), kd, m] for pa, pr, a, kd, m in v] for k, v in d["members"].items()}
        t.inits = {k: [[pr, fix(a), m] for pr, a, m in v] for k, v in d["inits"].items()}
        t.funcs = {k: [[pr, fix(a), m] for pr, a, m in v] for k, v in d["funcs"].items()}
        t.counts = d["counts"]
        t.property_types = d["property_types"]
        return t

    def _count(self, module):
        self.counts[module] = self.counts.get(module, 0) + 1

    def add_type(self, qualname, avail, module):
        self.types.setdefault(qualname, []).append([avail, module])
        self._count(module)
        parent, _, name = qualname.rpartition(".")
        if parent:
            self.members.setdefault(name, []).append([parent, None, avail, "type", module])

    def add_member(self, parent, name, params, avail, kind, module):
        self.members.setdefault(name, []).append([parent, params, avail, kind, module])
        self._count(module)

    def add_init(self, parent, params, avail, module):
        self.inits.setdefault(parent, []).append([params, avail, module])
        self._count(module)

    def add_func(self, name, params, avail, module):
        self.funcs.setdefault(name, []).append([params, avail, module])
        self._count(module)

    def inherit_type_availability(self):
        """A member needs what its enclosing types need (`Span.count` needs `Span`)."""
        def enclosing(parent):
            need = {}
            parts = parent.split(".")
            for k in range(1, len(parts) + 1):
                entries = self.types.get(".".join(parts[:k]))
                if entries:
                    need = merge_max(need, loosest([e[0] for e in entries]))
            return need
        cache = {}

        def need_of(parent):
            if parent not in cache:
                cache[parent] = enclosing(parent)
            return cache[parent]
        for qualname, entries in self.types.items():
            parent = qualname.rpartition(".")[0]
            if parent:
                for e in entries:
                    e[0] = merge_max(e[0], need_of(parent))
        for entries in self.members.values():
            for e in entries:
                e[2] = merge_max(e[2], need_of(e[0]))
        for parent, entries in self.inits.items():
            for e in entries:
                e[1] = merge_max(e[1], need_of(parent))


def loosest(avails):
    """Per platform, the lowest requirement among alternatives (absent = unrestricted)."""
    if not avails:
        return {}
    out = {}
    for p in set().union(*avails):
        if all(p in a for a in avails):
            out[p] = min(tuple(a[p]) for a in avails)
    return out


def read_attributes(toks, i, hi, match):
    """Skips attributes and modifiers from i. Returns (index of what follows, own availability,
    never-usable flag, modifiers)."""
    avail, never, mods = {}, False, set()
    while i < hi:
        t = toks[i]
        if t[KIND] == "attr":
            if i + 1 < hi and toks[i + 1][TEXT] == "(" and not toks[i + 1][NL] and match[i + 1] > 0:
                if t[TEXT] == "@available":
                    spec = parse_spec(toks[i + 2:match[i + 1]])
                    avail = merge_max(avail, spec.avail)
                    never = never or spec.never
                i = match[i + 1] + 1
            else:
                i += 1
            continue
        if t[KIND] == "id" and t[TEXT] in MODIFIERS:
            nxt = toks[i + 1] if i + 1 < hi else None
            if t[TEXT] == "class" and nxt and nxt[KIND] == "id" and nxt[TEXT] not in DECL_KEYWORDS | MODIFIERS:
                break  # `class Foo`, a type
            mods.add(t[TEXT])
            i += 1
            if i < hi and toks[i][TEXT] == "(" and match[i] > 0:  # private(set)
                i = match[i] + 1
            continue
        break
    return i, with_inferred_visionos(avail), never, mods


def dotted_name(toks, i, strip_modules=()):
    """`Swift.String.UTF8View` at i -> ("String.UTF8View", index after it)."""
    parts = []
    while i < len(toks) and toks[i][KIND] == "id":
        parts.append(toks[i][TEXT])
        i = skip_generic_arguments(toks, i + 1)
        if i < len(toks) and toks[i][TEXT] == "." and toks[i][KIND] == "p":
            i += 1
        else:
            break
    while len(parts) > 1 and parts[0] in strip_modules:
        parts.pop(0)
    return ".".join(parts), i


TYPE_PREFIXES = {"inout", "borrowing", "consuming", "some", "any", "sending", "__owned", "__shared"}


def type_name_at(toks, j, match, strip_modules=()):
    """The name of the type written at j (`[UInt8]` is Array, `Swift.Span<T>` is Span), or None."""
    n = len(toks)
    while j < n and (toks[j][KIND] == "attr" or toks[j][TEXT] in TYPE_PREFIXES):
        j += 1
    if j >= n:
        return None
    t = toks[j]
    if t[KIND] == "p" and t[TEXT] == "[" and match[j] > j:
        depth = 0
        for k in range(j + 1, match[j]):
            c, kind = toks[k][TEXT], toks[k][KIND]
            if kind == "p" and c in "([{":
                depth += 1
            elif kind == "p" and c in ")]}":
                depth -= 1
            elif depth == 0 and kind == "p" and c == ":":
                return "Dictionary"
        return "Array"
    if t[KIND] == "id":
        return dotted_name(toks, j, strip_modules)[0]
    return None


class InterfaceParser:
    """Walks a module interface's declarations (function bodies are skipped)."""

    def __init__(self, toks, module, table, strip_modules):
        self.toks, self.module, self.table = toks, module, table
        self.strip = strip_modules
        self.match = match_brackets(toks)

    def run(self):
        self.walk(0, len(self.toks), None, "top", {}, True)

    def walk(self, lo, hi, scope, kind, scope_avail, visible):
        toks, match, table, module = self.toks, self.match, self.table, self.module
        i = lo
        while i < hi:
            i, own, never, mods = read_attributes(toks, i, hi, match)
            if i >= hi:
                break
            t = toks[i]
            if t[KIND] != "id" or t[TEXT] not in DECL_KEYWORDS:
                i = (match[i] + 1) if (t[TEXT] == "{" and match[i] > i) else i + 1
                continue
            kw = t[TEXT]
            end = decl_end(toks, i, match)
            public = bool(mods & {"public", "open"}) or kind == "protocol" or (kw == "case" and kind == "enum")
            public = public and visible
            avail = merge_max(scope_avail, own)
            if never:
                i = end + 1
                continue
            nxt = toks[i + 1] if i + 1 < len(toks) else ("", "", 0, 0, False)
            if kw == "extension":
                name, _ = dotted_name(toks, i + 1, self.strip)
                if toks[end][TEXT] == "}":
                    self.walk(match[end] + 1, end, name, "ext", own, True)
            elif kw in TYPE_KEYWORDS and nxt[KIND] == "id":
                qual = (scope + "." + nxt[TEXT]) if scope else nxt[TEXT]
                if public:
                    table.add_type(qual, avail, module)
                if toks[end][TEXT] == "}":
                    self.walk(match[end] + 1, end, qual, kw, avail, public)
            elif kw == "typealias" and nxt[KIND] == "id" and public:
                table.add_type((scope + "." + nxt[TEXT]) if scope else nxt[TEXT], avail, module)
            elif kw in ("func", "var", "let") and nxt[KIND] == "id" and public:
                params = self.params_after(i + 2, end) if kw == "func" else None
                self.tuple_labels(self.after_params(i + 2, end), end, avail)
                if kw != "func" and scope and i + 2 < len(toks) and toks[i + 2][TEXT] == ":":
                    table.add_property_type(scope, nxt[TEXT], type_name_at(toks, i + 3, match, self.strip) or "")
                if scope:
                    table.add_member(scope, nxt[TEXT], params, avail, "func" if kw == "func" else "var", module)
                else:
                    table.add_func(nxt[TEXT], params, avail, module)
            elif kw == "init" and public and scope:
                j = i + 1
                if j < len(toks) and toks[j][KIND] == "op" and toks[j][TEXT] in ("?", "!"):
                    j += 1
                params = self.params_after(j, end)
                if params is not None:
                    table.add_init(scope, params, avail, module)
            elif kw == "case" and public and scope:
                j = i + 1
                while j <= end:
                    if toks[j][KIND] == "id":
                        table.add_member(scope, toks[j][TEXT], None, avail, "case", module)
                    # to the next comma at depth 0
                    while j <= end and toks[j][TEXT] != ",":
                        j = match[j] + 1 if toks[j][TEXT] in "([" and match[j] > j else j + 1
                    j += 1
            i = end + 1

    def tuple_labels(self, j, end, avail):
        """Labels of tuple types in a declaration's type (`var components: (seconds: Int64,
        attoseconds: Int64)`): `.attoseconds` may mean the tuple element."""
        toks, match = self.toks, self.match
        while j <= end and toks[j][TEXT] != "{":
            t = toks[j]
            if t[KIND] == "p" and t[TEXT] in "(," and j + 2 <= end and toks[j + 1][KIND] == "id" \
                    and toks[j + 2][TEXT] == ":" and toks[j + 2][KIND] == "p":
                self.table.add_member("(tuple)", toks[j + 1][TEXT], None, avail, "tuple", self.module)
            j += 1

    def after_params(self, j, end):
        j = skip_generic_arguments(self.toks, j)
        if j <= end and self.toks[j][TEXT] == "(" and self.match[j] > j:
            return self.match[j] + 1
        return j

    def params_after(self, j, end):
        j = skip_generic_arguments(self.toks, j)
        if j <= end and self.toks[j][TEXT] == "(" and self.match[j] > j:
            return parameter_labels(self.toks, j, self.match)
        return None
