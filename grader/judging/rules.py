"""Forbidden library functions, found in the source (aliases included) and at run time.

``F.scaled_dot_product_attention`` and ``nn.MultiheadAttention`` are forbidden in every
function; inside ``stable_softmax`` any library softmax or log-softmax is too. The source
scan follows module-level aliases (``from torch.nn.functional import softmax as sm``),
string look-ups (``getattr(F, "softmax")``) and calls to the module's own helper
functions; the worker also records the torch functions a call really reaches.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from typing import Any


def forbidden_for(function: str, name: str) -> str | None:
    """Why ``name`` is forbidden inside ``function``, or None when it is allowed there.

    Matching is on parts of names, so backends and variants count too
    (``_scaled_dot_product_attention_math``, ``_safe_softmax``, ``softmin``).
    """
    lowered = name.lower()
    if "scaled_dot_product" in lowered:
        return f"{name} (F.scaled_dot_product_attention or one of its backends)"
    if "multi_head_attention" in lowered or "multiheadattention" in lowered:
        return f"{name} (nn.MultiheadAttention or its kernel)"
    if function == "stable_softmax" and ("softmax" in lowered or "softmin" in lowered):
        return f"{name} (a library softmax)"
    return None


_LOOKUPS = {"getattr", "attrgetter", "__getattribute__", "__getattr__", "eval", "exec", "compile", "import_module", "__import__"}


def _looks_up_by_name(func: ast.expr) -> bool:
    """``getattr(F, "softmax")`` and friends; ``print("softmax")`` is not a look-up."""
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return name in _LOOKUPS


def _names_in(node: ast.AST) -> tuple[set[str], set[str]]:
    """(plain identifiers, library-looking names) used below ``node``.

    Library-looking names are attribute names (``F.softmax``), names imported
    (``from scipy.special import softmax``) and strings passed to look-ups
    (``getattr(F, "softmax")``, ``eval("F.softmax")``). A local variable called ``softmax`` or a docstring that
    mentions it is not a library call and does not count.
    """
    identifiers: set[str] = set()
    library: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            identifiers.add(sub.id)
        elif isinstance(sub, ast.Attribute):
            library.add(sub.attr)
        elif isinstance(sub, ast.alias):
            library.add(sub.name.rsplit(".", 1)[-1])
        elif isinstance(sub, ast.Call) and _looks_up_by_name(sub.func):
            for arg in [*sub.args, *(k.value for k in sub.keywords)]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and len(arg.value) < 200:
                    library.update(re.findall(r"\w+", arg.value))
    return identifiers, library


TAMPER_NAMES = {
    "DisableTorchFunction", "DisableTorchFunctionSubclass", "_disabled_torch_function_impl",
    "_pop_mode", "_push_mode", "__main__", "spec_from_file_location", "module_from_spec",
    "import_module", "exec", "eval", "__import__",
}
"""Ways to switch off the grader's instrumentation or to run code it cannot inspect."""


def _tamper(identifiers: set[str], library: set[str]) -> set[str]:
    return {f"{n} (switches off or hides code from the grader's inspection)" for n in (identifiers | library) & TAMPER_NAMES}


@lru_cache(maxsize=32)  # the modules of a submission and the functions read from them
def _parse(source: str) -> ast.Module | None:
    """The module's syntax tree (shared, never modified), or None when it does not parse."""
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def module_tree(source: str) -> ast.Module | None:
    """The module's syntax tree, parsed once and shared by every reader of the same source
    (the rules' scan, the properties, the probes' memo): never change it. None when the
    source does not parse."""
    return _parse(source)


@lru_cache(maxsize=64)  # pure in its arguments: asked again for each failing function of a module
def mentions(source: str, names: frozenset[str], strings: frozenset[str]) -> bool | None:
    """Whether the module's code (not its comments) holds one of ``names`` (as a name or an
    attribute) or one of ``strings`` (as a string literal); None when it does not parse."""
    tree = _parse(source)
    if tree is None:
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in names or isinstance(node, ast.Attribute) and node.attr in names \
                or isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in strings:
            return True
    return False


class _Index:
    """What :func:`scan_source` needs of one module, read in one walk of its tree (in the
    walk's order, so a name bound twice keeps its last binding)."""

    def __init__(self, tree: ast.Module) -> None:
        self.defs: dict[str, list[ast.AST]] = {}
        # ("import", original name, bound name) or ("assign", library names of the value, bound names)
        self.bindings: list[tuple[str, Any, Any]] = []
        self._names: dict[int, tuple[set[str], set[str]]] = {}
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.defs.setdefault(node.name, []).append(node)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for alias in node.names:
                    original = alias.name.rsplit(".", 1)[-1]
                    self.bindings.append(("import", original, (alias.asname or original).split(".")[0]))
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                bound = [b.id for target in targets for b in ast.walk(target) if isinstance(b, ast.Name)]
                self.bindings.append(("assign", self.names_in(node.value)[1], bound))
                if isinstance(node.value, ast.Lambda):
                    for name in bound:
                        self.defs.setdefault(name, []).append(node.value)

    def names_in(self, node: ast.AST) -> tuple[set[str], set[str]]:
        """:func:`_names_in`, once per node (the sets are shared: never modify them)."""
        known = self._names.get(id(node))
        if known is None:
            known = self._names[id(node)] = _names_in(node)
        return known


@lru_cache(maxsize=8)
def _index(source: str) -> _Index | None:
    tree = _parse(source)
    return None if tree is None else _Index(tree)


def scan_source(source: str, function: str) -> list[str]:
    """What forbidden names ``function`` (and the helpers it calls) uses, as messages.

    Every definition of a name counts, wherever it stands (a ``def`` inside an ``if``
    too), and so does every alias bound anywhere in the module.
    """
    index = _index(source)
    if index is None:
        return []
    defs = index.defs
    aliases: dict[str, str] = {}
    for kind, names, bound in index.bindings:
        if kind == "import":
            if forbidden_for(function, names):
                aliases[bound] = names
            continue
        hits = sorted(n for n in names if forbidden_for(function, n))
        if hits:
            for name in bound:
                aliases[name] = hits[0]
    seen: set[str] = set()
    pending = [function]
    uses: set[str] = set()
    found: set[str] = set()
    while pending:
        current = pending.pop()
        if current in seen or current not in defs:
            continue
        seen.add(current)
        for definition in defs[current]:
            identifiers, library = index.names_in(definition)
            uses |= {n for n in library if forbidden_for(function, n)}
            uses |= {aliases[n] for n in identifiers if n in aliases}
            found |= _tamper(identifiers, library)
            pending += [n for n in identifiers if n in defs and n not in seen]
    return sorted({str(forbidden_for(function, u)) for u in uses} | found)


def scan_module_level(source: str) -> list[str]:
    """Tampering outside any function: it affects every exercise of the module."""
    tree = _parse(source)
    if tree is None:
        return []
    found: set[str] = set()
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found |= _tamper(*_names_in(node))
    return sorted(found)


FULL_TRANSPOSE = re.compile(
    r"(?<![\w.])(?!w_|w\b)[A-Za-z_]\w*\.T\b"  # k.T (not w_o.T: weight matrices are 2-D)
    r"|\)\.T\b"  # (...).T
    r"|\.t\(\s*\)"  # k.t()
    r"|\.transpose\(\s*\)"  # k.transpose() in NumPy
    r"|\b(?:np|numpy|torch)\.(?:transpose|t|permute_dims)\(\s*[\w.]+\s*\)"  # np.transpose(k), torch.t(k), np.permute_dims(k)
    # every axis reversed, written out: k.permute(*reversed(range(k.dim()))),
    # np.transpose(k, range(k.ndim)[::-1]), k.permute(*range(k.dim() - 1, -1, -1))
    r"|(?:\.|\b(?:np|numpy|torch)\.)(?:permute|transpose|permute_dims)\(\s*(?:[\w.]+\s*,\s*)?(?:(?:axes|dims)\s*=\s*)?\*?\s*"
    r"(?:(?:tuple|list)\(\s*)?(?:reversed\(|range\((?:[^()]|\([^()]*\))*?,\s*-1\s*,\s*-1\s*\)"
    r"|range\((?:[^()]|\([^()]*\))*\)\s*\)?\s*\[::-1\])"
)
_ARG = r"(?:[^,()\[\]]|\[[^\]]*\]|\([^()]*\))+"
_DEFAULT_SPLIT = re.compile(rf"\b(?:np|numpy|torch)\.(?:split|array_split|chunk|tensor_split)\("
                            rf"\s*(?!(?:np|numpy|torch)\.arange\b|range\(){_ARG},\s*{_ARG}\)"
                            rf"|(?<![)\]])\.(?:chunk|tensor_split)\(\s*{_ARG}\)")
"""A split with no axis given (``np.split(x, n_heads)``, ``x.chunk(3)``): NumPy and torch cut
along axis 0 then, the batch or T, where heads and fused projections are cut along the last
(a split of a 1-D range of indices, ``np.split(np.arange(D), H)``, has no other axis)."""
_AFTER_FIRST = re.compile(r"\b(\w+)\[\s*:\s*,\s*(?:None|np\.newaxis)\s*[\],]")
"""``values[:, None]``: an axis put after the first of an argument, right for one number of axes
only (a name made inside, ``i = np.arange(t)``, or a 1-D key mask, is no such argument)."""
_INVERTED_MASK = re.compile(r"~[^\n]{0,40}?\b(?:allowed|mask)\b")
_TO_BOOL = re.compile(r"\.astype\(\s*(?:np\.)?bool_?\s*\)|\.bool\(\)|\.to\(\s*(?:dtype=)?torch\.bool\s*\)|dtype=(?:torch\.)?bool")
_HIDDEN_OF = r"(?!\s*(?:==\s*(?:0|False)\b|!=\s*(?:1|True)\b|\.logical_not\(|<\s*0?\.5|\.eq\(\s*0\b))"
"""Not followed by a comparison that selects the hidden keys (``mask == 0``): that fill is right."""
_HIDING = r"[^,]*,\s*(?:float\(\s*['\"]-inf|-\s*(?:np|torch|math)\.inf|-\s*1e\d|-\s*\d{4,}|(?:np|torch)\.finfo|-?\s*[\w.]*(?:inf|INF|neg|NEG|min|MIN)\w*)"
"""The fill that hides a key: -inf or a large negative number (an additive mask's 0 hides nothing)."""
_FILLS_VISIBLE = re.compile(  # masked_fill fills where the mask is True: the visible keys
    r"(?:masked_fill|where)\(\s*(?:allowed|mask)\b" + _HIDDEN_OF + _HIDING)
_FIXED_AXES = re.compile(
    r"for\s+\w+\s+in\s+range\(\s*(?:0\s*,\s*)?(?:len\(\s*\w+\s*\)|\w+\.shape\[0\]|\w+\.size\(0\))"  # a loop over axis 0
    r"|\bin\s+zip\(\s*\w+\s*,\s*\w+"  # pairing the first axes of two arrays
    r"|\bbmm\("  # batched matmul of exactly 3 axes
    r"|\.(?:reshape|view)\(\s*-1\s*,"  # flattening the leading axes into one
    r"|\.(?:transpose|permute)\(\s*0\s*,\s*2\s*,\s*1\s*,\s*3\s*\)"  # exactly one batch axis
    r"|(?:\.(?:transpose|swapaxes|swapdims)\(|\b(?:np|numpy|torch)\.(?:swapaxes|swapdims|transpose)\(\s*[\w.]+\s*,)"
    r"\s*(?:\d+\s*,\s*-?\d+|-?\d+\s*,\s*\d+)\s*\)"  # a swap of a front-counted axis
    r"|@\s*(?:[\w.]+\.movedim\(|(?:np|numpy|torch)\.(?:moveaxis|movedim)\(\s*[\w.]+\s*,)"
    r"\s*(?:\d+\s*,\s*-?\d+|-?\d+\s*,\s*\d+)\s*\)"  # a product's operand with an axis moved to or from the front
    r"|^\s*\w+\s*,\s*\w+\s*,\s*\w+(?:\s*,\s*\w+)?\s*=\s*\w+\.shape\s*$",  # b, t, d = x.shape
    re.M,
)


_FLATTENED = re.compile(r"\.(?:reshape|view)\(\s*-1\s*,")
_FLAT_NAMES = re.compile(r"^\s*(\w+)\s*=\s*[\w.]+\.(?:reshape|view)\(\s*(?:-1\s*,|\(\s*-1\s*,\s*\)\s*\+)", re.M)
"""Names bound to leading axes flattened into one (``w3 = w.reshape((-1,) + w.shape[-2:])``):
a loop over their first axis is a loop over every batch element, whatever the number of axes."""
_RESTORED = re.compile(r"\.(?:reshape|view)\(\s*\(?\s*\*|\.(?:reshape|view)\(\s*\w+\.shape\[\s*:\s*-"
                       r"|\.(?:reshape|view)\(\s*\w+\s*\+\s*\w+\.shape\[\s*-")
"""A flattening of the leading axes into one (``x.reshape(-1, S)``) whose function puts them
back (``.reshape(*batch, T, S)``, ``.reshape(x.shape[:-2] + ...)``, ``.reshape(lead + out.shape[-2:])``):
no fixed number of them."""

_OTHER_NDIM = re.compile(
    r"(?:swapaxes|transpose|movedim|moveaxis)\(\s*(?P<a>\w+)\s*,\s*(?!(?P=a)\b)\w+\.(?:ndim|dim\(\))"
    r"|(?P<b>\w+)\.(?:swapaxes|transpose|movedim|moveaxis)\(\s*(?!(?P=b)\b)\w+\.(?:ndim|dim\(\))"
)
"""Axes of one array counted from the front with another's number of axes
(``np.swapaxes(k, q.ndim - 2, q.ndim - 1)``): right only while the two have as many."""


_LINE = re.compile(r"(.*?(?:\r\n|\n|\r|$))")
"""One line with its end, split where the parser splits (not at form feeds), as
``ast.get_source_segment`` splits."""


@lru_cache(maxsize=8)
def _definitions(source: str) -> tuple[tuple[str, int, int, str], ...]:
    """The module-level function definitions: name, first and last line, and source text
    (what ``ast.get_source_segment`` gives, with the module split into lines once, not once
    for each definition asked about)."""
    tree = _parse(source)
    if tree is None:
        return ()
    lines = [m[0] for m in _LINE.finditer(source)]
    found = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.end_lineno is not None and node.end_col_offset is not None:
            first, last = node.lineno - 1, node.end_lineno - 1
            if first == last:
                text = lines[first].encode()[node.col_offset:node.end_col_offset].decode()
            else:
                text = "".join([lines[first].encode()[node.col_offset:].decode(), *lines[first + 1:last],
                                lines[last].encode()[:node.end_col_offset].decode()])
            found.append((node.name, node.lineno, node.end_lineno, text))
    return tuple(found)


@lru_cache(maxsize=256)  # pure in its strings: the engine asks again for every failing check
def function_source(source: str, function: str) -> str:
    found = ""  # the last definition at module level is the one that runs
    for name, _first, _last, text in _definitions(source):
        if name == function:
            found = text
    return found


def function_node(source: str, function: str) -> ast.FunctionDef | None:
    """The module-level definition of ``function`` that runs (the last one), or None."""
    tree = _parse(source)
    found = None
    for node in tree.body if tree is not None else ():
        if isinstance(node, ast.FunctionDef) and node.name == function:
            found = node
    return found


def parameters(source: str, function: str) -> list[str]:
    """The names of ``function``'s parameters in the student's source ([] where there is none)."""
    node = function_node(source, function)
    return [] if node is None else [a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]


_MEANING = {"query": "q", "queries": "q", "key": "k", "keys": "k", "value": "v", "values": "v"}
"""The contract's one-letter inputs under the names tutorials give them (a signature
``(values, keys, query, mask)`` copied from one: the same inputs in another order)."""


def assignments(function: ast.FunctionDef, name: str) -> list[tuple[ast.AST, int]]:
    """The statements (and ``:=``, loop targets) in ``function`` that bind ``name``, with
    their lines, in the order of a walk of its tree."""
    found: list[tuple[ast.AST, int]] = []
    for node in ast.walk(function):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.NamedExpr, ast.For, ast.comprehension)) else []
        if any(isinstance(t, ast.Name) and t.id == name for target in targets for t in ast.walk(target)):
            found.append((node, getattr(node, "lineno", getattr(targets[0], "lineno", 0))))
    return found


def derived_argument(source: str, function: str, contract: dict[str, tuple[str, ...]]) -> dict[str, str] | None:
    """A call in ``function`` to another contract function (``contract``: each one's
    parameter names) that passes, where that function takes a parameter ``function`` also
    has (``n_heads``), a name ``function`` worked out by dividing something by it (``d_h =
    w_q.shape[1] // n_heads``; ``split_heads(x @ w_q, d_h)``: a head width for the head
    count): {"inner", "argument", "name", "expr", "what"}; None otherwise. (Other arithmetic
    on it, ``n_heads // 2``, may be meant: a shard of the heads.)"""
    node = function_node(source, function)
    if node is None:
        return None
    own = {a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)}
    for call in ast.walk(node):
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.func.id == function \
                or call.func.id not in contract:
            continue
        names = contract[call.func.id]
        given = [(names[i], a) for i, a in enumerate(call.args[:len(names)]) if not isinstance(a, ast.Starred)]
        given += [(k.arg, k.value) for k in call.keywords if k.arg in names]
        for argument, value in given:
            if argument not in own or not isinstance(value, ast.Name) or value.id == argument or value.id in own:
                continue
            expr = next((n.value for n, _ in assignments(node, value.id) if isinstance(n, ast.Assign)), None)
            if isinstance(expr, ast.BinOp) and isinstance(expr.op, (ast.FloorDiv, ast.Div)) \
                    and isinstance(expr.right, ast.Name) and expr.right.id == argument:
                what = f" (the number of heads), and {value.id} is the width of one head" if argument == "n_heads" \
                    else ""
                return {"inner": call.func.id, "argument": argument, "name": value.id, "expr": ast.unparse(expr)[:80],
                        "what": what}
    return None


def default_pairs(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[ast.arg, ast.expr]]:
    """A def's parameters that have a default, each with its default's expression
    (positional ones first, then keyword-only ones)."""
    positional = [*node.args.posonlyargs, *node.args.args]
    pairs = list(zip(positional[len(positional) - len(node.args.defaults):], node.args.defaults))
    return pairs + [(a, d) for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults) if d is not None]


def _defaults(node: ast.FunctionDef) -> dict[str, Any]:
    """A def's parameters with a constant default (``temperature=1.0``), by name."""
    out: dict[str, Any] = {}
    for arg, default in default_pairs(node):
        try:
            out[arg.arg] = ast.literal_eval(default)
        except ValueError:
            continue
    return out


def builtin_sum_start(source: str, function: str) -> str:
    """The line of a call of Python's own ``sum`` (not a method, not NumPy's) with a whole
    number as its second argument, ``sum(products, -1)``, in ``function`` or the module's
    functions it calls: read as an axis, it is the start value, and the builtin adds up
    along the first axis. "" where there is none."""
    try:
        module = ast.parse(source) if source else None
    except SyntaxError:
        return ""
    if module is None or any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == "sum"
                             or isinstance(n, ast.Name) and n.id == "sum" and isinstance(n.ctx, ast.Store)
                             or isinstance(n, ast.alias) and (n.asname or n.name) == "sum" for n in ast.walk(module)):
        return ""  # (a sum of the student's own, or NumPy's imported by that name)
    for name in reached_from(source, [function]):
        node = function_node(source, name)
        if node is None or any(isinstance(n, (ast.FunctionDef, ast.Assign)) and "sum" in {
                getattr(t, "id", None) for t in ast.walk(n) if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store)}
                for n in ast.walk(node) if n is not node):
            continue  # (a sum of the student's own)
        for call in ast.walk(node):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "sum" \
                    and len(call.args) == 2 and not call.keywords:
                try:
                    start = ast.literal_eval(call.args[1])
                except ValueError:
                    continue
                if isinstance(start, int) and not isinstance(start, bool):
                    return ast.get_source_segment(source, call) or ast.unparse(call)
    return ""


def default_differs(source: str, function: str, contract: str) -> dict[str, Any] | None:
    """A parameter whose default is a number other than the contract's (``temperature=10``
    where the contract says 1.0): every call that leaves it out gets that number. ``contract``
    is the contract's parameter list as written, ``(scores, temperature=1.0)``."""
    node = function_node(source, function)
    try:
        wanted = _defaults(ast.parse(f"def f{contract}:\n    pass\n").body[0])  # type: ignore[arg-type]
    except (SyntaxError, IndexError):
        return None
    if node is None:
        return None
    given = _defaults(node)
    positional = [a.arg for a in (*node.args.posonlyargs, *node.args.args)]
    for name, value in wanted.items():
        mine = given.get(name)
        if isinstance(value, (int, float)) and isinstance(mine, (int, float)) and not isinstance(mine, bool) \
                and float(mine) != float(value):
            return {"argument": name, "given": repr(mine), "expected": repr(value),
                    "index": positional.index(name) if name in positional else -1}
    return None


def signature_differs(source: str, function: str, contract: tuple[str, ...]) -> dict[str, str] | None:
    """How ``function``'s parameter list departs from the contract's names (``contract``, in
    order), where a call made as the contract says would go wrong: the same names in another
    order (every positional argument lands in another's place), the first one keyword-only
    (``def f(*, scores)``: every call raises TypeError), or a contract parameter missing (a
    call passing it by name, or one argument more, raises TypeError). None where
    the contract's names come first in order (extra parameters after them are harmless when
    they have defaults; one without a default fails every call), and where ``*args`` or
    ``**kwargs`` takes what the contract passes."""
    node = function_node(source, function)
    if node is None or node.args.vararg is not None or node.args.kwarg is not None or not contract:
        return None
    positional = [a.arg for a in (*node.args.posonlyargs, *node.args.args)]
    named = positional + [a.arg for a in node.args.kwonlyargs]
    only = [a.arg for a in node.args.posonlyargs]
    listed = positional[:len(only)] + (["/"] if only else []) + positional[len(only):] \
        + (["*"] if node.args.kwonlyargs else []) + [a.arg for a in node.args.kwonlyargs]
    shown = {"got": "(" + ", ".join(listed) + ")", "expected": "(" + ", ".join(contract) + ")"}
    by_position = [name for name in contract[1:] if name in only]  # (the first is always passed by position)
    if positional[:len(contract)] == list(contract) and by_position:
        return {**shown, "how": f"{by_position[0]} comes before the /, so it can only be passed by position, and"
                                " every call that passes it by name raises TypeError", "order": ""}
    required = positional[len(contract):len(positional) - len(node.args.defaults)] + [
        a.arg for a, default in zip(node.args.kwonlyargs, node.args.kw_defaults) if default is None]
    if positional[:len(contract)] == list(contract) and required:  # def scaled_scores(q, k, d_k): no default
        return {**shown, "how": f"{', '.join(required)} {'is a parameter' if len(required) == 1 else 'are parameters'}"
                                " the contract does not have, with no default, so every call made as the contract"
                                " says raises TypeError (a required argument missing)", "order": ""}
    if positional[:len(contract)] == list(contract):
        return None
    if sorted(positional[:len(contract)]) == sorted(contract):
        return {**shown, "how": "the same names in another order, so each argument passed by position lands in"
                                " another's place", "order": "yes"}
    meant = [_MEANING.get(name.lower(), name) for name in positional[:len(contract)]]
    if meant != list(contract) and sorted(meant) == sorted(contract):  # (values, keys, query): v, k and q
        return {**shown, "how": "the contract's inputs under other names, in another order ("
                                + ", ".join(f"{a} where {b} belongs" for a, b in zip(positional, contract) if
                                            _MEANING.get(a.lower(), a) != b) + "), so each argument passed by"
                                " position lands in another's place", "order": "yes"}
    missing = [name for name in contract if name not in named]
    keyword_only = [a.arg for a in node.args.kwonlyargs if a.arg in contract and contract.index(a.arg) == 0]
    if keyword_only:  # def f(*, scores, ...): the first argument, always passed by position, cannot be
        return {**shown, "how": f"{keyword_only[0]} comes after the bare *, so it can only be passed by name,"
                                " and every call that passes it by position raises TypeError", "order": ""}
    if missing:
        return {**shown, "how": f"it has no parameter {', '.join(missing)}, so a call that passes"
                                f" {'it' if len(missing) == 1 else 'them'} (by name, or one argument more) raises"
                                " TypeError, or binds it to another parameter", "order": ""}
    return None


@lru_cache(maxsize=256)  # pure in its strings: the engine asks again for every failing check
def _function_at(source: str, line: int) -> str:
    """The source of the module-level function whose body holds ``line`` ("" if none)."""
    if not line:
        return ""
    for _name, first, last, text in _definitions(source):
        if first <= line <= last:
            return text
    return ""


@lru_cache(maxsize=256)  # pure in its strings: the engine asks again for every failing check
def calls_in(source: str, function: str) -> tuple[str, ...]:
    """The names ``function`` (its last definition at module level) calls by plain name,
    in the order they first appear: which of the module's own functions it builds on."""
    tree = _parse(function_source(source, function))
    if tree is None:
        return ()
    names = [node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)]
    return tuple(dict.fromkeys(names))


_PRODUCTS = frozenset({"multiply", "mul", "mul_", "prod", "einsum", "outer", "kron", "dot", "matmul", "addcmul",
                       "inner", "tensordot", "vdot", "bmm", "baddbmm", "mv", "mm"})
"""Calls that multiply (one of them can leave 0 * -inf)."""


def multiplies(source: str, function: str) -> bool | None:
    """Whether ``function``, or a function of the module it reaches, multiplies (``*``,
    ``@``, ``*=``, ``np.multiply``...) or calls something that may do so out of sight; None
    where it cannot tell (no such function, or its code does not parse)."""
    if not function_source(source, function):
        return None
    for name in reached_from(source, [function]):
        text = function_source(source, name)
        tree = _parse(text) if text else None
        if text and tree is None:
            return None
        for node in ast.walk(tree) if tree is not None else ():
            if isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, (ast.Mult, ast.MatMult, ast.Pow)):
                return True
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _PRODUCTS:
                return True
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _PRODUCTS | {
                    "getattr", "eval", "exec", "map", "reduce"}:
                return True
    return False


def reached_from(source: str, roots: list[str]) -> list[str]:
    """``roots`` and the module's functions they call, and theirs, breadth first, each once
    (names called that the module does not define are in it too: the caller filters)."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        todo += [c for c in calls_in(source, name) if c not in seen]
    return seen


_PAIRS_ALL = re.compile(r"(?<![\w.])(?:(?:np|numpy)\.(?:dot|tensordot|inner)|torch\.(?:tensordot|inner))\(|(?<!torch)\.dot\(")
"""Products that pair the axes by position rather than as batched matrices: np.dot and
tensordot contract the first array's last axis with the second's first (or second to last),
and pair every batch of one with every batch of the other (torch.dot takes 1-D tensors only:
a crash of its own)."""


@lru_cache(maxsize=256)  # pure in its strings: the engine asks again for every failing check
def raise_diagnoses(source: str, function: str, line: int = 0) -> tuple[str, ...]:
    """Diagnosis keys for a function that raised on an input it should accept (``line``:
    where it raised) or returned the wrong shape (``line`` 0), read from its source: the
    line transposes every axis (right only in 2-D), the function assumes a fixed number
    of leading axes, inverts a mask with ``~`` (wrong for 0/1 integer masks), or fills
    the visible keys instead of the hidden ones."""
    lines = source.splitlines()
    body = function_source(source, function) + "\n" + _function_at(source, line)
    found = []
    if 0 < line <= len(lines) and FULL_TRANSPOSE.search(lines[line - 1].split("#", 1)[0]):
        found.append("transpose-all-axes")
    code = "\n".join(text.split("#", 1)[0] for text in body.splitlines())  # (a comment's bmm( calls nothing)
    fixed = [m.group(0) for m in _FIXED_AXES.finditer(code)]
    if _RESTORED.search(code):  # leading axes flattened and put back: any number of them works (a bmm of the
        flattened = bool(_FLATTENED.search(code))  # flattened three axes too)
        flat = set(_FLAT_NAMES.findall(code))
        fixed = [m for m in fixed if not _FLATTENED.match(m) and not (flattened and m == "bmm(")
                 and not any(re.search(rf"range\(\s*(?:0\s*,\s*)?(?:len\(\s*{n}\s*\)|{n}\.shape\[0\]|{n}\.size\(0\))",
                                       m) for n in flat)]
    names = [n for n in parameters(source, function) if n != "allowed" and "mask" not in n]
    if fixed or _OTHER_NDIM.search(code) or any(m.group(1) in names for m in _AFTER_FIRST.finditer(code)):
        found.append("fixed-leading-axes")
    if _DEFAULT_SPLIT.search(code):  # np.split(x, H): along axis 0, the batch or T, not the features
        found.append("split-default-axis")
    shown = lines[line - 1].split("#", 1)[0] if 0 < line <= len(lines) else function_source(source, function)
    if _PAIRS_ALL.search(shown):  # np.dot, tensordot, inner: every batch with every batch, or the wrong axes
        found.append("dot-not-matmul")
    if line and _INVERTED_MASK.search(code):
        found.append("mask-inverted" if _TO_BOOL.search(code) else "int-mask-inverted")
    elif line and _FILLS_VISIBLE.search(code):
        found.append("mask-inverted")
    return tuple(found)
