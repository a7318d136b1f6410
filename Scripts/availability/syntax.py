"""Structural helpers over a token list: bracket matching, declaration extents, labels."""

from .lexer import KIND, TEXT, NL

TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
DECL_KEYWORDS = TYPE_KEYWORDS | {
    "func", "init", "deinit", "var", "let", "subscript", "typealias", "associatedtype", "case",
    "operator", "precedencegroup", "import", "macro",
}
MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "static", "final",
    "mutating", "nonmutating", "override", "required", "convenience", "dynamic", "lazy",
    "optional", "indirect", "nonisolated", "consuming", "borrowing", "__consuming", "prefix",
    "postfix", "infix", "unowned", "weak", "distributed", "isolated", "sending", "class",
}
# Words that never name an API use.
KEYWORDS = DECL_KEYWORDS | MODIFIERS | {
    "if", "else", "guard", "while", "for", "in", "repeat", "switch", "default", "return",
    "break", "continue", "fallthrough", "throw", "throws", "rethrows", "try", "catch", "do",
    "defer", "where", "as", "is", "some", "any", "self", "Self", "super", "true", "false", "nil",
    "async", "await", "inout", "get", "set", "willSet", "didSet", "_", "Type", "Protocol",
    "unsafe", "copy", "consume", "discard", "each", "repeat",
}
_LINE_STARTERS = DECL_KEYWORDS | MODIFIERS | {"default", "}"}


def match_brackets(toks):
    """match[i] = index of the bracket matching the one at i (or -1)."""
    match = [-1] * len(toks)
    stack = []
    pairs = {")": "(", "]": "[", "}": "{"}
    for i, t in enumerate(toks):
        if t[KIND] != "p":
            continue
        c = t[TEXT]
        if c in "([{":
            stack.append(i)
        elif c in ")]}":
            # tolerate imbalance: pop to the nearest opener of the right kind
            while stack and toks[stack[-1]][TEXT] != pairs[c]:
                stack.pop()
            if stack:
                j = stack.pop()
                match[i], match[j] = j, i
    return match


def skip_generic_arguments(toks, i):
    """If toks[i] opens `<...>` generic arguments, the index after them; otherwise i."""
    if i >= len(toks) or toks[i][KIND] != "op" or not toks[i][TEXT].startswith("<"):
        return i
    depth = 0
    j = i
    while j < len(toks) and j < i + 80:
        t = toks[j]
        if t[KIND] == "op":
            if set(t[TEXT]) - set("<>?!&"):
                if t[TEXT] not in ("->", "..."):
                    return i
            depth += t[TEXT].count("<") - t[TEXT].count(">")
            if depth <= 0:
                return j + 1
        elif t[KIND] == "p" and t[TEXT] in "{};":
            return i
        j += 1
    return i


def decl_end(toks, k, match):
    """Index of the last token of the declaration whose keyword is at k.

    The declaration runs to the end of its body when a `{` at bracket depth 0 follows, or else
    up to the next line that starts another declaration (or closes the enclosing scope)."""
    j = k + 1
    n = len(toks)
    while j < n:
        t = toks[j]
        if t[KIND] == "p":
            c = t[TEXT]
            if c == "{":
                return match[j] if match[j] > 0 else n - 1
            if c in "([":
                if match[j] < 0:
                    return n - 1
                j = match[j] + 1
                continue
            if c == "}" or c == ";":
                return j - 1
        if t[NL] and (t[KIND] in ("attr", "pound") or (t[KIND] == "id" and t[TEXT] in _LINE_STARTERS)):
            return j - 1
        j += 1
    return n - 1


def _split_top(toks, lo, hi, match):
    """Comma-separated pieces (index ranges) between lo and hi (exclusive), at depth 0."""
    pieces, start, j = [], lo, lo
    while j < hi:
        t = toks[j]
        if t[KIND] == "p" and t[TEXT] in "([{" and match[j] > j:
            j = match[j] + 1
            continue
        if t[KIND] == "p" and t[TEXT] == ",":
            pieces.append((start, j))
            start = j + 1
        j += 1
    if start < hi:
        pieces.append((start, hi))
    return pieces


def parameter_labels(toks, open_idx, match):
    """Parameters of a declaration's `( ... )`: list of (label, has_default, is_closure)."""
    close = match[open_idx]
    params = []
    for lo, hi in _split_top(toks, open_idx + 1, close, match):
        colon = next((j for j in range(lo, hi) if toks[j][TEXT] == ":" and toks[j][KIND] == "p"), None)
        if colon is None or colon == lo:
            continue
        label = toks[lo][TEXT]
        rest = [toks[j][TEXT] for j in range(colon + 1, hi)]
        has_default = "=" in rest
        is_closure = "->" in rest
        variadic = "..." in rest
        params.append((label, has_default or variadic, is_closure))
    return params


def call_labels(toks, open_idx, match):
    """Argument labels of a call's `( ... )` (`_` for an unlabelled argument)."""
    close = match[open_idx]
    labels = []
    for lo, hi in _split_top(toks, open_idx + 1, close, match):
        if hi - lo >= 2 and toks[lo][KIND] == "id" and toks[lo + 1][TEXT] == ":" and toks[lo + 1][KIND] == "p":
            labels.append(toks[lo][TEXT])
        else:
            labels.append("_")
    return labels


def labels_fit(call, params, trailing_closure):
    """Whether a call with argument labels `call` can call a declaration with `params`.

    Parameters with default values may be skipped; with a trailing closure the final closure
    parameters may be missing from the parenthesised list. Variadic parameters take one or
    more unlabelled arguments."""
    def fit(ci, pi):
        if ci == len(call):
            rest = params[pi:]
            return all(d or (trailing_closure and c) for _, d, c in rest) or \
                (trailing_closure and all(d or c for _, d, c in rest))
        if pi == len(params):
            return False
        label, skippable, _ = params[pi]
        if call[ci] == label and fit(ci + 1, pi + 1):
            return True
        if call[ci] == "_" and label == "_" and skippable and fit(ci + 1, pi):
            return True  # more variadic arguments
        return skippable and fit(ci, pi + 1)
    return fit(0, 0)
