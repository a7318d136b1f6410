"""Finds uses of APIs newer than the deployment targets outside guarded regions."""

from .lexer import KIND, TEXT, LINE, COL, NL
from .source import ALL, MODULE_NAMES
from .syntax import KEYWORDS, call_labels, labels_fit, skip_generic_arguments
from .table import Table, loosest
from .versions import PLATFORMS, describe, merge_max

PROJECT = "project"


class Index:
    """The toolchain table plus the project's own declarations (an `@available` on a project
    declaration restricts it like the toolchain's; one without makes a name ambiguous)."""

    def __init__(self, table):
        self.t = table
        self.p = Table()
        self.project_types = {}  # simple name -> [qualified names]
        self.member_types = {}  # property name -> {declared type names} over the project

    def add_project(self, files):
        ext_need = {}
        for f in files:
            for name, types in f.member_types.items():
                self.member_types.setdefault(name, set()).update(types)
            for kw, name, parent, params, i, local in f.decls:
                avail = _region_avail(f, i)
                if avail is ALL:
                    continue
                if kw in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                    self.p.add_type(name, avail, PROJECT)
                    self.project_types.setdefault(name.rpartition(".")[2], []).append(name)
                    if avail:
                        ext_need[name] = avail
                elif kw == "init" and parent:
                    if params is not None:
                        self.p.add_init(parent, params, avail, PROJECT)
                elif kw == "case" or (parent and not local):
                    self.p.add_member(parent, name, params, avail, "func" if params is not None else "var", PROJECT)
                elif kw in ("func", "var", "let"):
                    # a free function, a global, or a local (which can shadow a free function)
                    self.p.add_func(name, params, avail, PROJECT)
        # An extension of a project type that is itself `@available` shares its availability.
        for f in files:
            for name, first, last in f.extensions:
                need = ext_need.get(name)
                if need:
                    f.regions.append((first, last, need))

    def types(self, name, qualified_only):
        out = [(name, e[0]) for e in self.t.types.get(name, [])]
        if not qualified_only:
            for q in self.project_types.get(name, []):
                out += [(q, e[0]) for e in self.p.types.get(q, [])]
        return out

    def is_type(self, qual):
        return qual in self.t.types or qual in self.p.types

    def members(self, name, parent=None):
        out = self.t.members.get(name, []) + self.p.members.get(name, [])
        if parent is not None:
            out = [e for e in out if e[0] == parent]
        return out

    def inits(self, qual):
        return self.t.inits.get(qual, []) + self.p.inits.get(qual, [])

    def funcs(self, name):
        return self.t.funcs.get(name, []) + self.p.funcs.get(name, [])


def _region_avail(f, i):
    ctx = {}
    for lo, hi, avail in f.regions:
        if lo <= i <= hi:
            if avail is ALL:
                return ALL
            ctx = merge_max(ctx, avail)
    return ctx


def _fits(params, labels, trailing):
    return params is None or labels is None or labels_fit(labels, params, trailing)


def _signature(name, params):
    if params is None:
        return name
    return "%s(%s)" % (name, "".join(p[0] + ":" for p in params))


class Violation:
    def __init__(self, f, i, api, need, ctx, targets):
        t = f.toks[i]
        self.path, self.line, self.col = f.display, t[LINE], t[COL]
        self.api, self.need, self.ctx, self.targets = api, need, ctx, targets

    def __str__(self):
        short = [p for p in PLATFORMS if p in self.need and self.need[p] > self.targets.get(p, (0,))]
        s = "%s:%d:%d: '%s' needs %s (targets: %s" % (
            self.path, self.line, self.col, self.api, describe(self.need, short), describe(self.targets))
        if self.ctx != self.targets:
            s += "; guarded here for %s" % describe(
                {p: v for p, v in self.ctx.items() if v > self.targets.get(p, (0,))})
        return s + ")"


class StoredPropertyViolation(Violation):
    def __str__(self):
        return Violation.__str__(self) + ": Swift rejects @available on a stored property " \
            "(stored properties cannot be marked potentially unavailable); move it into an @available type"


class Checker:
    def __init__(self, index):
        self.index = index

    def check(self, f, targets):
        """(violations, accepted uses): both are uses of APIs newer than the targets."""
        out, accepted = [], []
        toks = f.toks
        for i, t in enumerate(toks):
            if i in f.skip:
                continue
            if t[KIND] == "attr":  # a property wrapper or result builder: `@TaskLocal`
                found = self._bare(f, i, t[TEXT][1:], qualified_only=False, call=False)
            elif t[KIND] != "id":
                continue
            elif t[TEXT] == "async":
                found = self._async(f, i)
            elif t[TEXT] in KEYWORDS:
                continue
            else:
                found = self._requirement(f, i)
            if not found:
                continue
            api, need = found
            if not any(v > targets.get(p, (0,)) for p, v in need.items()):
                continue
            ctx = _region_avail(f, i)
            if ctx is ALL:
                accepted.append(Violation(f, i, api, need, dict(targets), targets))
                continue
            ctx = merge_max(dict(targets), ctx)
            if any(v > ctx.get(p, (0,)) for p, v in need.items()):
                out.append(Violation(f, i, api, need, ctx, targets))
            else:
                accepted.append(Violation(f, i, api, need, ctx, targets))
        for attr, name_idx, avail in f.stored_available:
            ctx = {}
            for lo, hi, a in f.regions:
                if lo <= attr <= hi and lo != attr:
                    if a is ALL:
                        break
                    ctx = merge_max(ctx, a)
            else:
                ctx = merge_max(dict(targets), ctx)
                if any(v > ctx.get(p, (0,)) for p, v in avail.items()):
                    api = "@available var %s" % toks[name_idx][TEXT]
                    out.append(StoredPropertyViolation(f, name_idx, api, avail, ctx, targets))
        out.sort(key=lambda v: (v.line, v.col))
        return out, accepted

    # -- what one identifier needs ---------------------------------------------------------

    def _call(self, f, j):
        """Argument labels and trailing-closure flag if a call starts at j, else (None, False)."""
        toks = f.toks
        if j < len(toks) and toks[j][TEXT] == "(" and toks[j][KIND] == "p" and not toks[j][NL]:
            close = f.match[j]
            if close < 0:
                return None, False
            trailing = close + 1 < len(toks) and toks[close + 1][TEXT] == "{" and not toks[close + 1][NL]
            return call_labels(toks, j, f.match), trailing
        return None, False

    def _requirement(self, f, i):
        toks = f.toks
        name = toks[i][TEXT]
        prev = toks[i - 1] if i > 0 else None
        if prev is not None and prev[TEXT] == "." and prev[KIND] == "p":
            return self._member(f, i, name)
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if nxt is not None and nxt[TEXT] == ":" and nxt[KIND] == "p" and prev is not None and prev[TEXT] in ("(", ","):
            return None  # an argument label
        return self._bare(f, i, name, qualified_only=False)

    def _receiver_type(self, f, i):
        """The type of the receiver `x` in `x.name`, `x?.name`, `a.b.x.name`, if known."""
        return self._type_of(f, i - 2, 0)

    def _type_of(self, f, r, depth):
        """The type of the identifier at r: a variable's or parameter's declared type (every
        declaration of the name in this file naming the same type), a project property's
        (every declaration in the project agreeing), or, after `base.`, the declared type of
        the table's property of base's type (`s.utf8` is String.UTF8View)."""
        toks = f.toks
        if r >= 0 and toks[r][KIND] == "op" and toks[r][TEXT] in ("?", "!"):
            r -= 1
        if r < 0 or toks[r][KIND] != "id" or toks[r][TEXT] in KEYWORDS:
            return None
        name = toks[r][TEXT]
        through_member = r >= 1 and toks[r - 1][TEXT] == "." and toks[r - 1][KIND] == "p"
        if through_member:
            base = self._type_of(f, r - 2, depth + 1) if depth < 4 else None
            if base:
                t = self.index.t.property_types.get(base + "." + name)
                if t:
                    return t if self.index.is_type(t) else None
            types = self.index.member_types.get(name)
        else:
            types = f.local_types.get(name)
            if types is None:
                types = self.index.member_types.get(name)
        if not types or len(types) != 1:
            return None
        t = next(iter(types))
        return t if t and self.index.is_type(t) else None

    def _qualifier(self, f, i):
        """`A.B.name` at i -> ["A", "B"] (generic arguments skipped); [] for `.name` or `x().name`."""
        toks = f.toks
        chain = []
        j = i - 2
        while j >= 0 and toks[j][KIND] == "id":
            chain.insert(0, toks[j][TEXT])
            if j >= 1 and toks[j - 1][TEXT] == "." and toks[j - 1][KIND] == "p":
                j -= 2
            else:
                break
        return chain

    def _async(self, f, i):
        """`async` as an effect (`func f() async`, `async let`, `{ () async in }`) needs the
        concurrency runtime: the availability of `Task`."""
        toks = f.toks
        prev = toks[i - 1][TEXT] if i > 0 else ""
        nxt = toks[i + 1][TEXT] if i + 1 < len(toks) else ""
        if prev == "." or nxt in (":", "(", "."):
            return None
        task = self.index.t.types.get("Task")
        return ("async (Swift concurrency)", loosest([e[0] for e in task])) if task else None

    def _bare(self, f, i, name, qualified_only, call=True):
        index, toks = self.index, f.toks
        types = index.types(name, qualified_only)
        j = skip_generic_arguments(toks, i + 1)
        labels, trailing = self._call(f, j) if call else (None, False)
        if types:
            needs = []
            for qual, avail in types:
                need = avail
                if labels is not None:
                    inits = [e for e in index.inits(qual) if _fits(e[0], labels, trailing)]
                    if inits:
                        need = merge_max(avail, loosest([e[1] for e in inits]))
                needs.append(need)
            need = loosest(needs)
            api = name
            if labels is not None and need != loosest([a for _, a in types]):
                api = "%s(%s)" % (name, "".join(l + ":" for l in labels))
            return api, need
        if labels is None:
            return None
        cands = [e for e in index.funcs(name) if _fits(e[0], labels, trailing)]
        if not cands and index.funcs(name):
            cands = index.funcs(name)
        if not cands:
            return None
        # inside a type, `name(...)` may be one of its own methods
        cands = cands + index.p.members.get(name, [])
        need = loosest([e[1] if len(e) == 3 else e[2] for e in cands])
        return _signature(name, labels and [[l] for l in labels]), need

    def _member(self, f, i, name):
        index, toks = self.index, f.toks
        chain = self._qualifier(f, i)
        stripped = list(chain)
        while stripped and stripped[0] in MODULE_NAMES and not index.is_type(stripped[0]):
            stripped.pop(0)
        if chain and not stripped:
            return self._bare(f, i, name, qualified_only=True)  # `Swift.InlineArray`
        qual = ".".join(stripped) if stripped and index.is_type(".".join(stripped)) else None
        labels, trailing = self._call(f, i + 1)
        if name == "init":
            if qual is None:
                return None
            inits = [e for e in index.inits(qual) if _fits(e[0], labels, trailing)]
            if not inits:
                return None
            return "%s.init%s" % (qual, "(%s)" % "".join(l + ":" for l in labels) if labels is not None else ""), \
                loosest([e[1] for e in inits])
        if qual is None:
            qual = self._receiver_type(f, i)
        receiver_need = None
        if qual:
            receiver_need = loosest([e[0] for e in index.t.types.get(qual, []) + index.p.types.get(qual, [])])
        cands = index.members(name, qual) if qual else []
        if not cands:
            cands = index.members(name)
        if not cands:
            return None
        if labels is not None:
            fit = [e for e in cands if _fits(e[1], labels, trailing)]
            cands = fit or cands
        need = loosest([e[2] for e in cands])
        if receiver_need and all(v <= receiver_need.get(p, (0,)) for p, v in need.items()):
            return None  # `value.withLock` of a `Mutex`, `Task.yield()`: the type's use is the report
        parents = sorted({e[0] for e in cands if e[2]})
        where = parents[0] if len(parents) == 1 else ""
        sig = name if labels is None else "%s(%s)" % (name, "".join(l + ":" for l in labels))
        return (where + "." + sig if where else "." + sig), need
