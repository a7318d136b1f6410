"""A Swift tokenizer good enough for availability checking.

Comments disappear; a string literal becomes one `str` token, except that the code inside an
interpolation `\\( ... )` is tokenized as code (it can call APIs too). `#if` blocks are resolved
by `resolve_conditionals` with a caller-supplied policy for the conditions.

A token is a tuple `(kind, text, line, col, nl)`: kind is one of id, num, str, attr (`@name`),
pound (`#name`), op (operator characters), p (single punctuation `(){}[],;:.`); `nl` is true
when a line break separates the token from the previous one.
"""

import re

KIND, TEXT, LINE, COL, NL = range(5)

_CODE = re.compile(r"""
  (?P<ws>[ \t\r\f\v]+)
| (?P<nl>\n)
| (?P<lc>//[^\n]*)
| (?P<bc>/\*)
| (?P<str>\#*"(?:"")?)
| (?P<id>`[^`\n]+`|[A-Za-z_$][A-Za-z_0-9$]*)
| (?P<num>[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)*)
| (?P<attr>@[A-Za-z_][A-Za-z_0-9]*)
| (?P<pound>\#[A-Za-z_][A-Za-z_0-9]*)
| (?P<op>\.\.[.<]|->|(?:[=\-+!*%<>&|^~?]|/(?![/*]))+)
| (?P<p>[(){}\[\],;:.\\@#])
| (?P<other>.)
""", re.X | re.S)


def lex(src):
    """Tokens of Swift source text `src` (see the module comment)."""
    toks = []
    pos, line, line_start, n = 0, 1, 0, len(src)
    nl = True
    # Each open interpolation remembers the string it interrupts and its paren depth.
    interp = []  # [hashes, multiline, depth]
    string = None  # (hashes, multiline) while scanning string content

    def advance_lines(a, b):
        nonlocal line, line_start
        k = src.count("\n", a, b)
        if k:
            line += k
            line_start = src.rfind("\n", a, b) + 1

    while pos < n:
        if string is not None:
            hashes, multi = string
            close = ('"""' if multi else '"') + "#" * hashes
            esc = "\\" + "#" * hashes
            i = pos
            while True:
                j_close = src.find(close, i)
                j_esc = src.find(esc, i)
                j_nl = -1 if multi else src.find("\n", i)
                cands = [j for j in (j_close, j_esc, j_nl) if j >= 0]
                if not cands:  # unterminated: swallow the rest
                    advance_lines(pos, n)
                    pos = n
                    string = None
                    break
                j = min(cands)
                if j == j_nl:  # unterminated single-line string: stop at line end
                    advance_lines(pos, j)
                    pos = j
                    string = None
                    break
                if j == j_close:
                    advance_lines(pos, j)
                    pos = j + len(close)
                    string = None
                    break
                # an escape
                k = j + len(esc)
                if k < n and src[k] == "(":
                    advance_lines(pos, k)
                    toks.append(("p", "(", line, k - line_start + 1, False))
                    interp.append([hashes, multi, 0])
                    pos = k + 1
                    string = None
                    nl = False
                    break
                i = k + 1  # skip the escaped character
            continue

        m = _CODE.match(src, pos)
        kind = m.lastgroup
        text = m.group()
        col = pos - line_start + 1
        end = m.end()
        if kind == "ws":
            pos = end
            continue
        if kind == "nl":
            line += 1
            line_start = end
            nl = True
            pos = end
            continue
        if kind == "lc":
            pos = end
            continue
        if kind == "bc":
            depth, i = 1, end
            while depth and i < n:
                a, b = src.find("/*", i), src.find("*/", i)
                if b < 0:
                    i = n
                    break
                if 0 <= a < b:
                    depth += 1
                    i = a + 2
                else:
                    depth -= 1
                    i = b + 2
            if src.count("\n", pos, i):
                nl = True
            advance_lines(pos, i)
            pos = i
            continue
        if kind == "str":
            hashes = text.count("#")
            multi = text.endswith('"""')
            toks.append(("str", text, line, col, nl))
            nl = False
            string = (hashes, multi)
            pos = end
            continue
        if kind == "id" and text.startswith("`"):
            text = text[1:-1]
        if interp and kind == "p":
            if text == "(":
                interp[-1][2] += 1
            elif text == ")":
                if interp[-1][2] == 0:
                    hashes, multi, _ = interp.pop()
                    toks.append(("p", ")", line, col, nl))
                    nl = False
                    string = (hashes, multi)
                    pos = end
                    continue
                interp[-1][2] -= 1
        if kind == "op" and len(text) > 1 and text[0] in "?!" and text[1] == "<":
            toks.append((kind, text[0], line, col, nl))  # `init?<T>(`
            kind, text, col, nl = "op", text[1:], col + 1, False
        toks.append((kind, text, line, col, nl))
        nl = False
        pos = end
    return toks


# ---------------------------------------------------------------------------------------------
# Conditional compilation

_DIRECTIVES = ("#if", "#elseif", "#else", "#endif")


def _condition_end(toks, i):
    """Index just past the condition that follows the directive at `i` (to the end of line)."""
    j = i + 1
    depth = 0
    while j < len(toks):
        t = toks[j]
        if t[NL] and depth == 0:
            break
        if t[TEXT] == "(":
            depth += 1
        elif t[TEXT] == ")":
            depth -= 1
        j += 1
    return j


def _split_ops(toks):
    out = []
    for t in toks:
        if t[KIND] == "op":
            s = t[TEXT]
            while s:
                for piece in ("&&", "||", "!"):
                    if s.startswith(piece):
                        out.append(piece)
                        s = s[len(piece):]
                        break
                else:
                    out.append(s)
                    s = ""
        else:
            out.append(t[TEXT])
    return out


def evaluate(cond_toks, atom):
    """Three-valued value (True, False, None = unknown) of a `#if` condition.

    `atom(name, argument)` decides one atom: `os(Linux)` is ("os", "Linux"), a bare
    `DEBUG` or `$Feature` is (name, None).
    """
    words = _split_ops(cond_toks)
    pos = 0

    def peek():
        return words[pos] if pos < len(words) else None

    def take():
        nonlocal pos
        pos += 1
        return words[pos - 1]

    def primary():
        w = take()
        if w == "!":
            v = primary()
            return None if v is None else not v
        if w == "(":
            v = disjunction()
            if peek() == ")":
                take()
            return v
        if w in ("true", "false"):
            return w == "true"
        if peek() == "(":
            take()
            depth, arg = 0, []
            while pos < len(words):
                x = take()
                if x == "(":
                    depth += 1
                elif x == ")":
                    if depth == 0:
                        break
                    depth -= 1
                arg.append(x)
            return atom(w, "".join(arg))
        return atom(w, None)

    def conjunction():
        v = primary()
        while peek() == "&&":
            take()
            w = primary()
            v = False if (v is False or w is False) else (True if (v and w) else None)
        return v

    def disjunction():
        v = conjunction()
        while peek() == "||":
            take()
            w = conjunction()
            v = True if (v is True or w is True) else (False if (v is False and w is False) else None)
        return v

    try:
        return disjunction()
    except IndexError:
        return None


def resolve_conditionals(toks, atom, first_only=False):
    """Tokens of the `#if` branches that may be compiled.

    A branch whose condition is False is dropped, and so is every branch after one whose
    condition is True. Unknown (None) conditions keep the branch, and later ones too, unless
    `first_only`, which keeps only the first branch that is not False.
    """
    out = []
    stack = []  # [parent_active, taken]
    active = True
    i = 0
    while i < len(toks):
        t = toks[i]
        if t[KIND] == "pound" and t[TEXT] in _DIRECTIVES:
            d = t[TEXT]
            j = _condition_end(toks, i) if d in ("#if", "#elseif") else i + 1
            if d == "#if":
                v = evaluate(toks[i + 1:j], atom) if active else False
                stack.append([active, v is True or (first_only and v is None)])
                active = active and v is not False
            elif d == "#elseif" and stack:
                parent, taken = stack[-1]
                v = False if (taken or not parent) else evaluate(toks[i + 1:j], atom)
                active = parent and v is not False
                if v is True or (first_only and v is None):
                    stack[-1][1] = True
            elif d == "#else" and stack:
                parent, taken = stack[-1]
                active = parent and not taken
                stack[-1][1] = True
            elif d == "#endif" and stack:
                active = stack.pop()[0]
            i = j
            continue
        if active:
            out.append(t)
        i += 1
    return out


def brackets_balanced(toks):
    depth = 0
    for t in toks:
        if t[KIND] == "p":
            if t[TEXT] in "({[":
                depth += 1
            elif t[TEXT] in ")}]":
                depth -= 1
                if depth < 0:
                    return False
    return depth == 0
