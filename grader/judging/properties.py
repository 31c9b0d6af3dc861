"""The property itself (step 5 of the diagnosis engine): what a failing check of a property
other than the values says, as keyed findings. An argument changed in place (which one),
a bad input not raised, a valid input that raised (and what tells the two apart: a row
with no visible key against a row with one), the wrong exception type, a gradient that
does not reach an argument, a forbidden function, randomness, the wrong array type or
device. Keys and texts: :data:`grader.judging.diagnoses.GENERIC`.
"""

from __future__ import annotations

import ast
import builtins
import re
from functools import lru_cache
from typing import Any

import numpy as np

from grader.contract import SIGNATURES, parameter_names
from grader.errors import Evidence
from grader.judging import exceptions
from grader.judging.rules import module_tree


def _is_value_error(raised: dict[str, Any]) -> bool:
    return "ValueError" in (raised.get("bases") or [])


_SHAPE_CHECK = re.compile(r"^(?:[\w\s,]+=\s*)?(?:np|numpy)\.broadcast(?:_shapes)?\(")
"""A line whose call checks that shapes broadcast and raises ValueError where they do not
(``np.broadcast_shapes(w.shape[:-2], v.shape[:-2])``): the student's own shape check."""


_CHECK_CALL = re.compile(r"^(?:torch\._check_value|torch\._check_with)\(")
"""A call whose only work is to raise ValueError on the condition it is given
(``torch._check_value(cond, msg)``): the student's own check, as a ``raise`` is."""


def raised_on_purpose(raised: dict[str, Any], source: str) -> bool:
    """A ValueError the student's own ``raise`` statement raised (not NumPy's broadcasting),
    or the student's own shape check (``np.broadcast_shapes``) raised."""
    line = exceptions.source_line(source, str(raised.get("where", "")))
    return _is_value_error(raised) and (not raised.get("library") and line.startswith("raise")
                                        or bool(_SHAPE_CHECK.match(line)) or bool(_CHECK_CALL.match(line))
                                        or bool(tested_guard(source, str(raised.get("where", ""))))
                                        and not exceptions.TRUTH.search(str(raised.get("message", ""))))


_DISTINCTIONS = (
    ("no visible key", "a row with at least one visible key is valid; raise only for a row with none, testing"
                       " every row of every batch element (allowed.any(axis=-1) over the broadcast mask)."),
    ("-inf", "a row with at least one finite score is valid; raise only when every score of a row is -inf."),
    ("temperature", "a positive, finite temperature is valid; raise only for 0, negative, inf or NaN."),
    ("n_heads", "an n_heads that is positive and divides the width is valid."),
    ("", "this input is valid: check only what the contract rules out."),
)


_HIDDEN_ELSEWHERE = ("every row of this input has a visible key, but one key is hidden from every query (its column,"
                     " along axis {axis}, has none): your check (or the maximum it tests) runs over axis {axis}. A"
                     " row is the last axis (the keys): test along axis -1 only.")


def hidden_line_elsewhere(func: str, args: tuple[Any, ...]) -> int | None:
    """-2 where a valid input has a key hidden from every query (a column of -inf scores, or of
    False in the mask) while each row (the last axis) has something visible: a check for "a
    row with no visible key" that reads the queries' axis instead raises on it. None where no
    such column is (one query tells nothing: its column is one entry; the other axes are
    batch axes, where a line all hidden is too often the inputs' chance)."""
    position = {"stable_softmax": 0, "mask_scores": 1, "attention": 3}.get(func)
    if position is None or len(args) <= position or not isinstance(args[position], np.ndarray):
        return None
    x = args[position]
    with np.errstate(all="ignore"):
        hidden = np.isneginf(x) if func == "stable_softmax" and x.dtype.kind == "f" else \
            ~x.astype(bool) if func != "stable_softmax" else None
    if hidden is None or hidden.ndim < 2 or not hidden.size or hidden.all(axis=-1).any():
        return None
    return -2 if hidden.shape[-2] > 1 and hidden.all(axis=-2).any() else None


_SHAPES_COMPARED = ("np.broadcast_shapes raised at {line}: the shapes it compares do not broadcast on this valid"
                    " input, so it was given the wrong parts of the shapes. Give it the batch axes only"
                    " (shape[:-2]): the last two axes of each array are its own matrix's and need not match.")


_TEST_RAISED = ("your own check `{test}` raises on this valid input ({message}): it compares whole shapes or arrays"
                " that need not match. Compare single sizes counted from the end (q.shape[-1] != k.shape[-1]); an"
                " array may have fewer leading axes than another and broadcast over them.")


_WRAPPED = ("this input is valid, and the ValueError is yours wrapping a library's error (raised in an except"
            " clause): the operation in the try block fails on it, so the shapes or values reaching it are wrong.")


_PASSED_ON = ("your own check `{test}` in {inner} raises on it ({message}); the contract makes it valid for {inner}"
              " as well: raise only on what the contract rules out.")

_MODULES = frozenset({"np", "numpy", "torch", "math", "F", "nn", "functional"}) | frozenset(dir(builtins))
"""Names a guard may read beside the function's parameters: modules and builtins."""

_AS_ARRAY = re.compile(r"^(?:np|numpy|torch)\.(?:asarray|asanyarray|as_tensor|array|tensor)$")
"""A call that turns an argument into an array and keeps its values (``x = np.asarray(x)``)."""


def passed_on_unchanged(source: str, outer: str, inner: str, where: str) -> str:
    """The parameter that ``outer`` hands ``inner`` as it came (the same name in both, never
    reassigned in ``outer`` before the call), where ``inner``'s raise at ``where`` sits under
    an ``if`` whose test reads only that parameter (besides modules and builtins), unchanged
    in ``inner`` too but for an ``np.asarray``: ``inner`` rejected what ``outer``'s valid
    input gave it, so the fault is ``inner``'s check, not ``outer``'s call. "" otherwise."""
    from grader.judging.rules import assignments, function_node

    test = guard_test(source, where)
    outer_node, inner_node = function_node(source, outer), function_node(source, inner)
    if not test or outer_node is None or inner_node is None:
        return ""
    try:
        read = {n.id for n in ast.walk(ast.parse(test, mode="eval")) if isinstance(n, ast.Name)} - _MODULES
    except SyntaxError:
        return ""
    inner_params = [a.arg for a in (*inner_node.args.posonlyargs, *inner_node.args.args)]
    if len(read) != 1 or not read <= set(inner_params) | {a.arg for a in inner_node.args.kwonlyargs}:
        return ""
    name = next(iter(read))
    raise_line = _line_number(where)
    if not inner_node.lineno <= raise_line <= (inner_node.end_lineno or inner_node.lineno):
        return ""  # raised in a helper of its: its parameter names are its own
    for node, line in assignments(inner_node, name):  # the parameter keeps its values up to the raise
        value = getattr(node, "value", None)
        if line < raise_line and not (isinstance(node, ast.Assign) and isinstance(value, ast.Call) and len(value.args) == 1
                                      and isinstance(value.args[0], ast.Name) and value.args[0].id == name
                                      and _AS_ARRAY.match(ast.unparse(value.func))):
            return ""
    outer_params = {a.arg for a in (*outer_node.args.posonlyargs, *outer_node.args.args, *outer_node.args.kwonlyargs)}
    calls = [n for n in ast.walk(outer_node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == inner]
    if name not in outer_params or not calls:
        return ""
    position = inner_params.index(name) if name in inner_params else None
    for call in calls:
        given = call.args[position] if position is not None and position < len(call.args) and not any(
            isinstance(a, ast.Starred) for a in call.args[:position + 1]) else next(
            (k.value for k in call.keywords if k.arg == name), None)
        if not (isinstance(given, ast.Name) and given.id == name):
            return ""
    if any(line < max(call.lineno for call in calls) for _, line in assignments(outer_node, name)):
        return ""  # reassigned before a call
    return name


def raised_in_handler(source: str, where: str) -> bool:
    """Whether the line at ``where`` ("numpy_core.py:12") is in an ``except`` clause: a raise
    there turns a library's error (a shape that does not broadcast) into the student's own."""
    try:
        number = int(where.rsplit(":", 1)[-1])
    except ValueError:
        return False
    return number in _handler_lines(source)


@lru_cache(maxsize=32)
def _handler_lines(source: str) -> frozenset[int]:
    tree = module_tree(source)
    if tree is None:
        return frozenset()
    return frozenset(line for node in ast.walk(tree) if isinstance(node, ast.ExceptHandler)
                     for inner in node.body for line in range(inner.lineno, (inner.end_lineno or inner.lineno) + 1))


_SIZES_READ = re.compile(r"\.shape\b|\.ndim\b|\.size\(|\.dim\(|\blen\(")


def shape_guard(source: str, where: str) -> str:
    """The test of the ``if`` whose body holds the ``raise`` at ``where``, where that test
    reads sizes (``weights.shape[-2] != values.shape[-2]``); "" otherwise."""
    test = guard_test(source, where)
    return test if _SIZES_READ.search(test) and len(test) <= 160 else ""


def guard_test(source: str, where: str) -> str:
    """The test of the ``if`` whose body holds the ``raise`` at ``where`` (``file:line``);
    "" where that raise is not directly under an ``if``."""
    return _guards(source)[0].get(_line_number(where), "")


def tested_guard(source: str, where: str) -> str:
    """The test of an ``if`` whose body raises, where that test itself raised at ``where``
    (``np.not_equal(q.shape, k.shape)[-1]`` on shapes of two lengths): the student's own
    check of the input, failing on it; "" otherwise. (An array's ambiguous truth there is
    a slip of its own, ``ambiguous-truth``: :func:`raised_on_purpose` leaves it out.)"""
    return _guards(source)[1].get(_line_number(where), "")


def _line_number(where: str) -> int:
    """The line of a ``file:line`` place; 0 where it has none."""
    try:
        return int(where.rsplit(":", 1)[-1])
    except ValueError:
        return 0


@lru_cache(maxsize=32)
def _guards(source: str) -> tuple[dict[int, str], dict[int, str]]:
    """Of each ``if`` whose body raises directly, its test: by the line of each such
    ``raise``, and by each line the test itself spans."""
    tree = module_tree(source)
    if tree is None:
        return {}, {}
    raises: dict[int, str] = {}
    tests: dict[int, str] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.If) or not any(isinstance(inner, ast.Raise) for inner in node.body):
            continue
        test = ast.unparse(node.test)
        raises.update({inner.lineno: test for inner in node.body if isinstance(inner, ast.Raise)})
        tests.update({number: test for number in range(node.test.lineno, (node.test.end_lineno or node.test.lineno) + 1)})
    # (a one-line `if test: raise ...` raised by its raise: the test was true, not broken)
    return raises, {number: test for number, test in tests.items() if number not in raises}


_GUARDED = ("your own check `{test}` is true on this valid input, so it reads the wrong sizes: count axes from the"
            " end, and read each array's own (the scores and weights are (..., T, S), the values (..., S, d_v), q and"
            " k (..., T, d_k) and (..., S, d_k)).")


_NO_GRAPH = re.compile(r"does not require grad|does not have a grad_fn|not differentiable|no grad|numpy\(\)|"
                       r"requires_grad", re.I)
"""A backward pass that failed because the result left autograd (not, say, a shape)."""


_NO_DERIVATIVE = re.compile(r"derivative for (?:aten::)?([\w.]+) is not implemented", re.I)
"""An operation autograd cannot differentiate (``//`` is ``aten::floor_divide``)."""


_LEFT = ("the result leaves autograd on the way (.detach(), .data, .numpy() or torch.tensor(...)); build it from"
         " torch operations on the inputs.")
_UNUSED = ("the result does not depend on {argument} through autograd: {argument} is not used at all (another"
           " argument stands where it belongs), or it leaves autograd before it is used (.detach(), .data, .numpy(),"
           " torch.tensor(...)).")


_COTANGENT_SHAPE = re.compile(r"Mismatch in shape: grad_output\[0\] has a shape of .* and output\[0\] has a shape of")
"""Autograd refusing a cotangent of the expected output's shape for an output of another."""


def _backward_error(e: Evidence) -> str:
    """What autograd raised in the backward, without the worker's prefix."""
    return str(e.detail.get("error", "")).removeprefix("backward failed:").strip()[:200]


def is_quiet_slip(warning: str) -> bool:
    """Whether a numeric warning on the extreme scores comes from a step other than an
    unshifted exp: the log of a weight of 0 (an entropy kept for debugging), or a division
    that overflows (huge finite stand-ins for -inf divided by a temperature)."""
    return "in log" in warning or "overflow encountered in divide" in warning


def unread_parameters(source: str, function: str) -> list[str]:
    """The parameters ``function`` never reads (``n_heads`` where a hard-coded head count
    stands in for it); none where it passes on ``*args``/``**kwargs`` or reads ``locals()``."""
    from grader.judging.rules import function_node

    node = function_node(source, function)
    if node is None or node.args.vararg or node.args.kwarg:
        return []
    read = {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    if read & {"locals", "vars", "eval", "exec"}:
        return []
    return [a.arg for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs if a.arg not in read]


_MUTATORS = frozenset({"append", "extend", "update", "setdefault", "insert", "add", "pop", "clear", "copy_",
                       "fill_", "add_", "mul_", "__setitem__"})
_READ_BACK = frozenset({"setdefault"})
"""Mutators that also answer with what the state holds (``_CACHE.setdefault(key, value)``
gives the value an earlier call stored): a write and a read back at once."""


@lru_cache(maxsize=32)  # pure in its string: asked once for each function a varying result reaches
def _module_names(source: str) -> frozenset[str]:
    """The names the module assigns at its top level (its state, and its constants)."""
    module = module_tree(source)
    if module is None:
        return frozenset()
    return frozenset(t.id for n in module.body if isinstance(n, (ast.Assign, ast.AnnAssign))
                     for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Name))


def _mutable_defaults(tree: Any) -> frozenset[str]:
    """The parameters of the parsed function whose default is a list, dict or set made once,
    with the def (``row=[]``): changed in place, it outlives the call as module state does."""
    from grader.judging.rules import default_pairs

    made = (ast.List, ast.Dict, ast.Set)
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names |= {a.arg for a, d in default_pairs(node) if isinstance(d, made) or isinstance(d, ast.Call)
                      and isinstance(d.func, ast.Name) and d.func.id in ("list", "dict", "set")}
    return frozenset(names)


def module_state(source: str, function: str) -> list[str]:
    """The module-level names ``function`` writes: assigned under ``global``, written into
    (``_SLIDER["t"] = t``, ``_STATE.mask = allowed``) or changed by a method that works in
    place (``_SEEN.append(x)``); state that outlives the call. A parameter whose default is a
    list (or dict, set) made with the def, changed in place, is such state too."""
    import ast

    from grader.judging.rules import function_source

    try:
        tree = ast.parse(function_source(source, function))
    except SyntaxError:
        return []
    defaults = _mutable_defaults(tree)
    top = _module_names(source) | defaults
    written: list[str] = []
    for n in ast.walk(tree):
        names: list[str] = []
        if isinstance(n, ast.Global):
            names = list(n.names)
        elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) and n.target.id in defaults:
            names = [n.target.id]  # row += [x]: a list default extended in place
        elif isinstance(n, (ast.Subscript, ast.Attribute)) and isinstance(n.ctx, ast.Store) \
                and isinstance(n.value, ast.Name) and n.value.id in top:
            names = [n.value.id]
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in _MUTATORS \
                and isinstance(n.func.value, ast.Name) and n.func.value.id in top:
            names = [n.func.value.id]
        written += [name for name in names if name not in written]
    return written


def state_read_back(source: str, function: str) -> list[str]:
    """The module state ``function`` writes (:func:`module_state`) that it also reads, other
    than to write it (``key in _CACHE``, ``_CACHE[key]``, ``_CACHE.get(key)``): state a
    later call can answer from, not a log it only adds to."""
    from grader.judging.rules import function_source

    written = module_state(source, function)
    try:
        tree = ast.parse(function_source(source, function))
    except SyntaxError:
        return []
    writes: set[int] = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.Subscript, ast.Attribute)) and isinstance(n.ctx, (ast.Store, ast.Del)):
            writes.add(id(n.value))
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in _MUTATORS \
                and n.func.attr not in _READ_BACK:
            writes.add(id(n.func.value))
        elif isinstance(n, ast.Assign):  # _n = _n + 1: a counter moved on, not an answer read back
            targets = {t.id for t in n.targets if isinstance(t, ast.Name)}
            writes |= {id(m) for m in ast.walk(n.value) if isinstance(m, ast.Name) and m.id in targets}
    read = {n.id for n in ast.walk(tree)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and id(n) not in writes}
    return [name for name in written if name in read]


def varying(source: str, function: str) -> dict[str, str]:
    """What makes the same input give two results: module state the function writes, or
    (by default) randomness."""
    from grader.judging.rules import function_source, reached_from

    names: list[str] = []
    for name in reached_from(source, [function]):  # the function and the module's functions it calls, and theirs
        names += [n for n in module_state(source, name) if n not in names]
    if names:
        return {"how": " after other calls: it keeps state between calls in " + ", ".join(names)
                       + " (a value an earlier call left there); compute from this call's arguments only."}
    if any("as_strided(" in function_source(source, name) for name in reached_from(source, [function])):
        return {"how": ": as_strided reads memory outside the array wherever the shape and strides it is given"
                       " do not fit the array (whatever lies there at the time); swap axes with a transpose"
                       " (swapaxes, .mT), which gives each axis its own stride, instead."}
    return {"how": ": take out the randomness (dropout, noise, a random seed)."}


_OWN_BACKWARD = re.compile(r"autograd\.Function\b|^\s*def backward\(", re.M)
"""A backward of the student's own: a torch.autograd.Function subclass."""


_SOFTMAX_OF_SWAPPED = re.compile(
    r"stable_softmax\(\s*(?:(?:np|numpy|torch)\.(?:swapaxes|transpose|swapdims)\([^()]*?,\s*-[12]\s*,\s*-[12]\s*\)"
    r"|[\w.]+\.(?:T|mT)\b|[\w.]+\.(?:swapaxes|transpose|swapdims)\(\s*-[12]\s*,\s*-[12]\s*\))")
"""``stable_softmax(scores.transpose(-2, -1))``: the softmax taken over the queries (the
scores' axis -2), as Slot Attention's over its slots, where it belongs over the keys."""


def softmax_of_swapped(raised: dict[str, Any], func: str, source: str) -> bool:
    """Whether ``func`` raised inside the student's stable_softmax on a call that hands it the
    scores with their last two axes swapped: a key hidden from every query is a row of -inf
    there, which the softmax rightly rejects; the slip is the axis, not the call."""
    line = next((n for name, n in reversed(raised.get("stack") or []) if name == func), None)
    lines = source.splitlines()
    code = lines[line - 1].split("#", 1)[0] if isinstance(line, int) and 0 < line <= len(lines) else ""
    return bool(_SOFTMAX_OF_SWAPPED.search(code))


def property_findings(e: Evidence, track: str, source: str) -> list[tuple[str, dict[str, Any]]]:
    label = str(e.detail.get("label", ""))
    params = parameter_names(track, e.func)
    if e.prop in ("input-changed", "aliased"):
        position = int(e.detail.get("argument", 0))
        name = str(e.detail.get("name") or "") or (params[position] if position < len(params)
                                                    else f"number {position + 1}")
        if e.detail.get("flag"):
            return [("input-flag-changed", {"argument": name, "how": str(e.detail["flag"])})]
        return [("input-aliased" if e.prop == "aliased" else "input-changed", {"argument": name})]
    if e.prop == "decorated-away":  # the name holds what a decorator returned, not a function
        return [("decorator-returns-none", {})]
    if e.prop == "rebound":  # the name holds what a later module-level line made
        return [("name-rebound", {"name": e.func, "where": str(e.detail.get("where", "?")),
                                  "line": str(e.detail.get("line", ""))[:120]})]
    if e.prop == "not-raised":
        return [("error-not-raised", {"label": label})]
    if e.prop == "error-type":
        return [("error-not-valueerror", {})]
    if e.prop in ("raised-on-valid", "raised") and isinstance(e.raised, dict) and raised_on_purpose(e.raised, source):
        inner = inner_function(e.raised, e.func, track)
        if inner == "stable_softmax" and softmax_of_swapped(e.raised, e.func, source):
            return [("softmax-axis", {})]
        passed = passed_on_unchanged(source, e.func, inner, str(e.raised.get("where", ""))) if inner else ""
        if passed:  # the inner function's own check rejects what this one was given: a valid input of both
            test = guard_test(source, str(e.raised.get("where", "")))
            return [("error-on-valid", {"func": inner, "label": f"{passed}, as {e.func} was given it and passed it"
                                        " on unchanged", "distinction": _PASSED_ON.format(
                                            test=test[:160], inner=inner, message=str(e.raised.get("message", ""))[:160]),
                                        "wrapped": False})]
        if inner:
            call = {"inner": inner, "where": e.raised.get("where", "?"), "message": str(e.raised.get("message", ""))[:200]}
            unread = [name for name in unread_parameters(source, e.func) if name in parameter_names(track, inner)]
            return ([("unused-argument", {**call, "argument": unread[0]})] if unread else []) + [("bad-inner-call", call)]
        distinction = next(text for marker, text in _DISTINCTIONS if marker in label)
        wrapped = raised_in_handler(source, str(e.raised.get("where", "")))
        if wrapped and not label:
            distinction = _WRAPPED
        line = exceptions.source_line(source, str(e.raised.get("where", "")))
        if _SHAPE_CHECK.match(line):
            distinction = _SHAPES_COMPARED.format(line=line.split("#", 1)[0].strip())
        elif test := tested_guard(source, str(e.raised.get("where", ""))):
            distinction = _TEST_RAISED.format(test=test[:160], message=str(e.raised.get("message", ""))[:160])
        elif not label and (test := shape_guard(source, str(e.raised.get("where", "")))):
            distinction = _GUARDED.format(test=test)
        elsewhere = hidden_line_elsewhere(e.func, tuple(e.args)) \
            if "-inf" in label or "visible" in label or not label else None
        if elsewhere is not None:  # a row test that reads another axis (a maximum over the queries)
            distinction = _HIDDEN_ELSEWHERE.format(axis=elsewhere)
        return [("error-on-valid", {"label": f"the control for {label}" if label else "an input the checks call it with",
                                    "distinction": distinction, "wrapped": wrapped,
                                    **({"axis": elsewhere} if elsewhere is not None else {})})]
    if e.prop == "gradient" and exceptions.IN_PLACE.search(str(e.detail.get("error", ""))):
        return [("in-place-autograd", {"message": _backward_error(e)})]
    if e.prop == "gradient" and e.detail.get("none"):  # the result has a graph, and this argument is not in it
        argument = e.detail.get("argument", "the inputs")
        return [("no-gradient", {"argument": argument, "how": _UNUSED.format(argument=argument)})]
    if e.prop == "gradient" and _NO_GRAPH.search(str(e.detail.get("error", ""))):
        return [("no-gradient", {"argument": e.detail.get("argument", "the inputs"), "how": _LEFT})]
    if e.prop == "gradient" and (op := _NO_DERIVATIVE.search(str(e.detail.get("error", "")))):
        return [("no-derivative", {"op": op.group(1), "message": _backward_error(e)})]
    if e.prop == "gradient" and _COTANGENT_SHAPE.search(str(e.detail.get("error", ""))):
        return []  # the checks' cotangent has the expected output's shape: the output's shape is wrong, not a backward
    if e.prop == "gradient" and str(e.detail.get("error", "")).startswith("backward failed:"):
        # a backward of the student's own is where to look; without one, autograd's message is all there is
        own = _OWN_BACKWARD.search(source) is not None
        return [("backward-raised" if own else "backward-failed", {"message": _backward_error(e)})]
    if e.prop == "gradient" and e.detail.get("differs"):
        return [("gradient-differs", {"argument": e.detail.get("argument", "an input")})]
    if e.prop == "forbidden":
        return [("forbidden-function", {"names": ", ".join(e.detail.get("names", []))})]
    if e.prop == "not-deterministic":
        return [("not-deterministic", varying(source, e.func))]
    if e.prop == "stale":
        if e.detail.get("argument"):
            return [("stale-result:argument", {"argument": str(e.detail["argument"])})]
        return [("stale-result:temperature" if e.detail.get("temperature") else "stale-result", {})]
    warning = str(e.detail.get("warning", {}).get("message", "")) if e.prop == "warned" else ""
    if warning and is_quiet_slip(warning):
        return [("numeric-warning", {"message": warning})]
    if "overflow" in warning:
        return [("softmax-unstable", {})]  # exp overflowed on the way, though the result came out right
    if e.prop == "type" and e.detail.get("type") == "NoneType":  # a path that returns nothing, or an item left None
        which = {0: " as its output", 1: " as its weights"}.get(e.output, "") if e.output is not None else ""
        return [("returned-none", {"which": which})]
    if e.prop == "type":
        want = {"numpy": "an np.ndarray", "torch": "a torch.Tensor"}[track]
        got = {"ndarray": "an np.ndarray", "tensor": "a torch.Tensor", "list": "a list", "tuple": "a tuple",
               "scalar": "a Python number"}.get(str(e.detail.get("got")), str(e.detail.get("type") or "another type"))
        if e.detail.get("type") in ("numpy.ndarray", "torch.Tensor") and e.detail.get("got") == "other":
            layout = str(e.detail.get("what", ""))
            if "layout" in layout:  # a sparse tensor: another kind of array, whatever its class
                return [("wrong-array-type", {"got": layout, "expected": "a dense (strided) torch.Tensor"})]
            return [("dtype-changed", {})]  # the track's array of a dtype no check takes: object, complex, str
        if e.detail.get("expected") == "pair":
            return [("not-a-pair", {"got": str(e.detail.get("returned") or "something else")})]
        if got == want:
            return []
        if got.endswith(".Parameter"):  # a new leaf: the graph back to the inputs is cut as well
            got += " (a new leaf tensor, cut from the graph: no gradient reaches the inputs)"
        return [("wrong-array-type", {"got": got, "expected": want})]
    if e.prop == "device":
        return [("wrong-device", {"device": e.detail.get("device", "?")})]
    return []


def inner_function(raised: dict[str, Any], func: str, track: str) -> str:
    """Another of the contract's functions, called by ``func``, where ``raised`` was raised."""
    stack = raised.get("stack")
    if not isinstance(stack, list) or not stack or not isinstance(stack[-1], (list, tuple)) or not stack[-1]:
        return ""
    name = str(stack[-1][0])
    return name if name != func and name in SIGNATURES[track] else ""
