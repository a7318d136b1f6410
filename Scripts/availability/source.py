"""One project source file: its tokens, scopes, declarations and availability-guarded regions."""

from .lexer import KIND, TEXT, NL, brackets_balanced, lex, resolve_conditionals
from .syntax import (DECL_KEYWORDS, MODIFIERS, TYPE_KEYWORDS, decl_end, match_brackets,
                     parameter_labels, skip_generic_arguments)
from .table import dotted_name, read_attributes, type_name_at
from .versions import parse_spec, with_inferred_visionos

# `#if` conditions as an Apple build sees them: False only for what is certainly not compiled
# there; custom flags such as DEBUG are unknown, so both branches are checked.
_APPLE_MODULES = {"Darwin", "ObjectiveC", "Combine", "Foundation", "Dispatch", "os", "CoreFoundation",
                  "FoundationEssentials", "Synchronization", "XCTest", "Testing"}
_OTHER_MODULES = {"Glibc", "Musl", "Android", "Bionic", "WASILibc", "ucrt", "WinSDK", "CRT", "WASIHelpers"}
_APPLE_OS = {"macOS", "iOS", "tvOS", "watchOS", "visionOS", "xrOS", "OSX"}

ALL = "all"  # a region inside `@available(*, unavailable)`: nothing is checked there

MODULE_NAMES = {"Swift", "_Concurrency", "Synchronization", "FoundationEssentials",
                "FoundationInternationalization", "Foundation", "Darwin", "Glibc"}


def apple_atom(name, arg):
    if name == "os":
        return None if arg in _APPLE_OS else False
    if name == "canImport":
        module = arg.split(",")[0].strip()
        if module in _APPLE_MODULES:
            return True
        if module in _OTHER_MODULES:
            return False
        return None
    if name == "_runtime":
        return arg == "_ObjC"
    if name in ("true", "false"):
        return name == "true"
    return None


class SourceFile:
    def __init__(self, path, display, text):
        self.path, self.display = path, display
        toks = resolve_conditionals(lex(text), apple_atom)
        if not brackets_balanced(toks):
            # Branches of an `#if` that open braces differently: check the first one only.
            toks = resolve_conditionals(lex(text), apple_atom, first_only=True)
        self.toks = toks
        self.match = match_brackets(toks)
        self.encl = [-1] * len(toks)  # innermost enclosing `{`
        self.owner = {}  # `{` index -> ("type", keyword, qualified name) or ("switch",)
        self.skip = set()  # token indices that are names being declared, labels, attribute arguments
        self.decls = []  # (keyword, name, parent or None, params, token index, is_local)
        self.regions = []  # (first, last, availability dict or ALL)
        self.stored_available = []  # (@available token, property name token, its availability)
        self.extensions = []  # (extended type name, first token, last token)
        self.local_types = {}  # variable or parameter name -> {declared type name or None}
        self.member_types = {}  # stored/computed property name -> {declared type name or None}
        self._structure()
        self._attribute_regions()
        self._condition_regions()

    # -- structure --------------------------------------------------------------------------

    def _enclosing_type(self, stack):
        """(qualified name, keyword) of the type whose body is innermost, or None if a
        function or closure body is closer."""
        if not stack:
            return ("", "top")
        o = self.owner.get(stack[-1])
        return (o[2], o[1]) if o and o[0] == "type" else None

    def _structure(self):
        toks, match = self.toks, self.match
        stack = []
        n = len(toks)
        for i, t in enumerate(toks):
            self.encl[i] = stack[-1] if stack else -1
            kind, text = t[KIND], t[TEXT]
            if kind == "p":
                if text == "{":
                    stack.append(i)
                elif text == "}" and stack:
                    stack.pop()
                continue
            if kind == "attr" and i + 1 < n and toks[i + 1][TEXT] == "(" and match[i + 1] > i:
                self.skip.update(range(i + 1, match[i + 1] + 1))
                continue
            if kind == "pound" and text in ("#available", "#unavailable") and i + 1 < n and match[i + 1] > i:
                self.skip.update(range(i + 1, match[i + 1] + 1))
                continue
            if kind != "id" or text not in DECL_KEYWORDS:
                if kind == "id" and text == "switch":
                    j = self._body_open(i + 1)
                    if j is not None:
                        self.owner[j] = ("switch",)
                continue
            if i > 0 and toks[i - 1][TEXT] == "." and toks[i - 1][KIND] == "p":
                continue  # `.init(`, `.case` (member names)
            nxt = toks[i + 1] if i + 1 < n else ("", "", 0, 0, False)
            scope = self._enclosing_type(stack)
            parent = scope[0] if scope else None
            if text == "import":
                end = decl_end(toks, i, match)
                self.skip.update(range(i, end + 1))
            elif text == "extension":
                name, _ = dotted_name(toks, i + 1, MODULE_NAMES)
                end = decl_end(toks, i, match)
                if toks[end][TEXT] == "}":
                    self.owner[match[end]] = ("type", "extension", name)
                self.extensions.append((name, i, end))
            elif text in TYPE_KEYWORDS and nxt[KIND] == "id" and nxt[TEXT] not in DECL_KEYWORDS | MODIFIERS:
                qual = (parent + "." + nxt[TEXT]) if parent else nxt[TEXT]
                end = decl_end(toks, i, match)
                if toks[end][TEXT] == "}":
                    self.owner[match[end]] = ("type", text, qual)
                self.skip.add(i + 1)
                self.decls.append((text, qual, parent or None, None, i, scope is None))
            elif text in ("func", "init", "subscript"):
                j = i + 1
                name = text
                if text == "func":
                    name = nxt[TEXT]
                    self.skip.add(i + 1)
                    j = i + 2
                if j < n and toks[j][KIND] == "op" and toks[j][TEXT] in ("?", "!"):
                    j += 1
                j = skip_generic_arguments(toks, j)
                params = None
                if j < n and toks[j][TEXT] == "(" and match[j] > j:
                    params = parameter_labels(toks, j, match)
                    self._skip_parameter_names(j)
                if text != "subscript":
                    self.decls.append((text, name, parent or None, params, i, scope is None))
            elif text in ("var", "let", "typealias", "associatedtype") and nxt[KIND] == "id":
                self.skip.add(i + 1)
                self.decls.append((text, nxt[TEXT], parent or None, None, i, scope is None))
                if text in ("var", "let"):
                    self._note_type(nxt[TEXT], self._declared_type(i + 2), scope is not None)
            elif text == "case" and scope and scope[1] == "enum":
                end = decl_end(toks, i, match)
                j = i + 1
                while j <= end:
                    if toks[j][KIND] == "id":
                        self.skip.add(j)
                        self.decls.append(("case", toks[j][TEXT], parent, None, i, False))
                    while j <= end and toks[j][TEXT] != ",":
                        if toks[j][TEXT] == "(" and match[j] > j:
                            self._skip_parameter_names(j)
                            j = match[j] + 1
                        else:
                            j += 1
                    j += 1

    def _note_type(self, name, type_name, is_member):
        (self.member_types if is_member else self.local_types).setdefault(name, set()).add(type_name)

    def _declared_type(self, j):
        """The type named at j by `: T` or `= T(...)` / literal after a variable's name, or None."""
        toks, match, n = self.toks, self.match, len(self.toks)
        if j >= n:
            return None
        t = toks[j]
        if t[KIND] == "p" and t[TEXT] == ":":
            return type_name_at(toks, j + 1, match, MODULE_NAMES)
        if t[KIND] != "op" or t[TEXT] != "=" or j + 1 >= n:
            return None
        t = toks[j + 1]  # an initial value: a literal, `[T](...)` or `T(...)`
        if t[KIND] == "str":
            return "String"
        if t[KIND] == "p" and t[TEXT] == "[":
            return type_name_at(toks, j + 1, match)
        if t[KIND] == "id":
            name, after = dotted_name(toks, j + 1, MODULE_NAMES)
            if after < n and toks[after][TEXT] == "(" and not toks[after][NL]:
                return name
        return None

    def _skip_parameter_names(self, open_idx):
        """Marks the external and internal names of a parameter list as declarations."""
        toks, match = self.toks, self.match
        close = match[open_idx]
        j, start = open_idx + 1, open_idx + 1
        while j <= close:
            t = toks[j]
            if t[KIND] == "p" and t[TEXT] in "([" and match[j] > j and j != open_idx:
                j = match[j] + 1
                continue
            if t[KIND] == "p" and t[TEXT] == ":":
                self.skip.update(k for k in range(start, j) if toks[k][KIND] == "id")
                if j - 1 >= start and toks[j - 1][KIND] == "id":
                    self._note_type(toks[j - 1][TEXT], self._declared_type(j), False)
                # to the next comma at depth 0
                while j < close and toks[j][TEXT] != ",":
                    j = match[j] + 1 if (toks[j][TEXT] in "([{" and match[j] > j) else j + 1
                start = j + 1
            j += 1

    def _body_open(self, j):
        """The first `{` at bracket depth 0 from j (a statement's body), or None."""
        toks, match = self.toks, self.match
        while j < len(toks):
            t = toks[j]
            if t[KIND] == "p":
                if t[TEXT] == "{":
                    return j
                if t[TEXT] in "([" and match[j] > j:
                    j = match[j] + 1
                    continue
                if t[TEXT] in ")]};":
                    return None
            j += 1
        return None

    # -- guarded regions --------------------------------------------------------------------

    def _attribute_regions(self):
        toks, match = self.toks, self.match
        for i, t in enumerate(toks):
            if t[KIND] != "attr" or t[TEXT] != "@available":
                continue
            if i + 1 >= len(toks) or toks[i + 1][TEXT] != "(" or match[i + 1] < 0:
                continue
            spec = parse_spec(toks[i + 2:match[i + 1]])
            k, _, _, _ = read_attributes(toks, i, len(toks), match)
            if k >= len(toks) or toks[k][TEXT] not in DECL_KEYWORDS:
                continue
            end = decl_end(toks, k, match)
            avail = ALL if spec.never else with_inferred_visionos(spec.avail)
            self.regions.append((i, end, avail))
            if toks[k][TEXT] in ("var", "let") and avail is not ALL and self._is_instance_stored(i, k, end):
                self.stored_available.append((i, k + 1, avail))

    def _is_instance_stored(self, first, k, end):
        """Whether the `var`/`let` at k (attributes from `first`) declares a stored instance
        property of a struct, class, enum or actor, which Swift does not let `@available` make
        potentially unavailable."""
        toks, match = self.toks, self.match
        owner = self.owner.get(self.encl[k])
        if not owner or owner[0] != "type" or owner[1] not in ("struct", "class", "actor", "enum"):
            return False
        if any(toks[j][TEXT] in ("static", "class") and toks[j][KIND] == "id" for j in range(first, k)):
            return False
        j = k + 2
        while j <= end:
            t = toks[j]
            if t[KIND] == "op" and t[TEXT] == "=":
                return True
            if t[KIND] == "p" and t[TEXT] == "{":
                return j + 1 <= end and toks[j + 1][TEXT] in ("willSet", "didSet")
            if t[KIND] == "p" and t[TEXT] in "([" and match[j] > j:
                j = match[j] + 1
                continue
            j += 1
        return True

    def _condition_regions(self):
        toks, match = self.toks, self.match
        for a, t in enumerate(toks):
            if t[KIND] != "pound" or t[TEXT] not in ("#available", "#unavailable"):
                continue
            if a + 1 >= len(toks) or match[a + 1] < 0:
                continue
            b = match[a + 1]
            spec = with_inferred_visionos(parse_spec(toks[a + 2:b]).avail)
            s = self._statement_keyword(a)
            if s is None:
                continue
            positive = t[TEXT] == "#available"
            kw = toks[s][TEXT]
            if kw in ("if", "while"):
                body = self._body_open(b + 1)
                if body is None:
                    continue
                close = match[body]
                if positive:
                    self.regions.append((b + 1, close, spec))
                elif kw == "if" and close + 1 < len(toks) and toks[close + 1][TEXT] == "else":
                    self.regions.append((close + 1, self._else_chain_end(close + 1), spec))
            else:  # guard
                e = b + 1
                while e < len(toks) and not (toks[e][KIND] == "id" and toks[e][TEXT] == "else"):
                    e = match[e] + 1 if (toks[e][TEXT] in "([" and match[e] > e) else e + 1
                if e + 1 >= len(toks) or toks[e + 1][TEXT] != "{":
                    continue
                else_close = match[e + 1]
                if positive:
                    self.regions.append((b + 1, e - 1, spec))
                    self.regions.append((else_close + 1, self._scope_end(s, else_close), spec))
                else:
                    self.regions.append((e + 1, else_close, spec))

    def _statement_keyword(self, a):
        """The `if`/`guard`/`while` whose condition list holds the token at a."""
        toks, match = self.toks, self.match
        j = a - 1
        while j >= 0:
            t = toks[j]
            if t[KIND] == "p":
                if t[TEXT] in ")]" and match[j] >= 0:
                    j = match[j] - 1
                    continue
                if t[TEXT] in "{};":
                    return None
            if t[KIND] == "id" and t[TEXT] in ("if", "guard", "while"):
                return j
            j -= 1
        return None

    def _else_chain_end(self, e):
        """Last token of `else { ... }` or `else if ... { ... } else ...` starting at e."""
        toks, match = self.toks, self.match
        while True:
            if e + 1 < len(toks) and toks[e + 1][TEXT] == "{":
                return match[e + 1]
            body = self._body_open(e + 1)
            if body is None:
                return e
            close = match[body]
            if close + 1 < len(toks) and toks[close + 1][TEXT] == "else":
                e = close + 1
                continue
            return close

    def _scope_end(self, s, after):
        """Where a `guard` at s stops guarding: the end of its scope, or in a `switch` case
        body, just before the next `case`/`default` label."""
        toks = self.toks
        e = self.encl[s]
        close = self.match[e] if e >= 0 else len(toks) - 1
        if e >= 0 and self.owner.get(e) == ("switch",):
            for j in range(after + 1, close):
                t = toks[j]
                if self.encl[j] == e and t[NL] and t[KIND] == "id" and t[TEXT] in ("case", "default"):
                    return j - 1
        return close
