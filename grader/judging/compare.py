"""Judging what a student returned: types, shapes, dtypes and values, with diagnoses.

Every failure says what was expected and what was got. Hidden checks pass
``show_values=False`` so that their feedback names the place and size of the largest
error without revealing expected numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from grader.calls.returned import RaisedAhead, Returned
from grader.errors import CheckFailure, Evidence
from grader.inputs import reference
from grader.inputs.cases import Case
from grader.judging import ledger
from grader.judging.diagnoses import diagnosis, hints

_KIND = {"numpy": ("ndarray", "np.ndarray"), "torch": ("tensor", "torch.Tensor")}
_EPS_FACTOR = {"float64": 64, "float32": 16}


def tolerance(dtype: str, scale: float) -> tuple[float, float]:
    """(rtol, atol): a few dozen units of roundoff, times the size of the computation."""
    eps = float(np.finfo(np.dtype(dtype)).eps) if dtype in _EPS_FACTOR else 1e-12
    factor = _EPS_FACTOR.get(dtype, 64)
    return factor * eps, factor * eps * max(scale, 1.0)


def array_of(got: Returned, track: str, what: str) -> np.ndarray:
    """The array inside ``got``, failing unless it is exactly the track's array type."""
    kind, name = _KIND[track]
    if got.kind != kind:
        raise CheckFailure(
            f"{what} returned {got.describe()}; expected a {name}."
            + (" Return plain arrays, not subclasses or other containers." if got.kind == "other" else ""),
            kind="type", evidence=Evidence("type", _func_of(what), detail={"got": got.kind, "type": got.type_name,
                                                                            "expected": kind,
                                                                            "what": str(got.value or "")[:200]}),
        )
    if got.array is None:
        raise CheckFailure(f"{what} returned {got.describe()}; expected data on the inputs' device", kind="type",
                           evidence=Evidence("device", _func_of(what), detail={"device": got.device}))
    return got.array


def in_words(got: Returned) -> str:
    """What a result is, in a few words: "a tuple of 3 items", "a dict", "one torch.Tensor"."""
    if got.kind in ("tuple", "list"):
        return f"a {got.kind} of {len(got.items)} item{'s' if len(got.items) != 1 else ''}"
    if got.kind in ("ndarray", "tensor"):
        return "one np.ndarray" if got.kind == "ndarray" else "one torch.Tensor"
    if got.kind == "scalar":
        return "None" if got.type_name == "NoneType" else f"a Python {got.type_name}"
    return f"a {str(got.type_name).rsplit('.', 1)[-1]}"


def _func_of(what: str) -> str:
    """The function a ``what`` ("attention(...)[1] (the weights)") names."""
    return what.split("(", 1)[0]


def pair_of(got: Returned, what: str) -> tuple[Returned, Returned]:
    if got.kind not in ("tuple", "list") or len(got.items) != 2:
        raise CheckFailure(
            f"{what} returned {got.describe()}; expected a tuple (output, weights).", kind="type",
            evidence=Evidence("type", _func_of(what), detail={"got": got.kind, "expected": "pair", "returned": in_words(got)}),
        )
    return got.items[0], got.items[1]


def expect_array(
    got: Returned,
    want: np.ndarray,
    *,
    track: str,
    what: str,
    scale: float = 1.0,
    show_values: bool = True,
    shape_names: str = "",
    hints: Sequence[tuple[str, np.ndarray]] = (),
    check_dtype: bool = True,
    case: Case | None = None,
    output: int | None = None,
) -> None:
    """Fail unless ``got`` is the track's array type with ``want``'s shape, dtype and values
    (with ``check_dtype=False``, any floating dtype whose values are right). Every failure
    carries its :class:`Evidence` (``case``: the inputs, when known)."""
    func = _func_of(what)

    def evidence(prop: str, **detail: object) -> Evidence:
        return Evidence(prop, func, case.args if case else (), dict(case.kwargs) if case else {}, got=array,
                        expected=want, output=output, detail=dict(detail), hints=tuple(hints))

    try:
        array = array_of(got, track, what)
    except CheckFailure as failure:
        if failure.evidence is not None and case is not None:
            failure.evidence.args, failure.evidence.kwargs, failure.evidence.output = case.args, dict(case.kwargs), output
        raise
    named = f" = {shape_names}" if shape_names else ""
    if array.shape != want.shape:
        hint = _hint(array, want, hints, str(want.dtype), scale)
        raise CheckFailure(
            f"{what} returned shape {array.shape}; expected {want.shape}{named}.", hint=hint,
            arrays=shown_arrays(array, want, show_values), evidence=evidence("shape"),
        )
    if got.dtype != str(want.dtype) and check_dtype:
        extra, hint = "", diagnosis("dtype-changed")
        if want.dtype == bool:
            hint = diagnosis("mask-not-bool")
        elif want.dtype == np.float32 and got.dtype == "float64":
            extra, hint = " float32 inputs must give float32 outputs.", diagnosis("dtype-float64")
        raise CheckFailure(f"{what} returned dtype {got.dtype}; expected {want.dtype}.{extra}", kind="dtype", hint=hint,
                           evidence=evidence("dtype", got=got.dtype, expected=str(want.dtype)))
    if got.kind == "tensor" and got.device != "cpu" and not got.device.startswith("cuda"):
        raise CheckFailure(f"{what} returned a tensor on {got.device}; expected the inputs' device",
                           evidence=evidence("device", device=got.device))
    # Values only (check_dtype=False): judged at the tolerance of the less precise dtype.
    judged = want if check_dtype or want.dtype.itemsize <= array.dtype.itemsize else want.astype(array.dtype)
    try:
        _expect_values(array, judged, what=what, scale=scale, show_values=show_values, hints=hints)
    except CheckFailure as failure:
        failure.arrays = shown_arrays(array, want, show_values)
        failure.evidence = evidence("values", scale=scale)
        raise


def shown_arrays(array: np.ndarray, want: np.ndarray, show_values: bool) -> dict[str, np.ndarray] | None:
    """What a public check's failure carries for reports to draw: copies of the student's
    array and the expected one (bool stays bool, the rest float64); nothing where values
    are not shown (hidden checks) or cannot be drawn."""
    if not show_values or not all(a.dtype.kind in "biuf" for a in (array, want)):  # hidden; complex, objects
        return None
    return {name: a.copy() if a.dtype == bool else a.astype(np.float64)
            for name, a in (("yours", array), ("expected", want))}


def _expect_values(
    array: np.ndarray, want: np.ndarray, *, what: str, scale: float, show_values: bool,
    hints: Sequence[tuple[str, np.ndarray]],
) -> None:
    if want.dtype == bool or array.dtype == bool:
        bad = array != want
        if bad.any():
            index = tuple(int(i) for i in np.argwhere(bad)[0])
            shown = f": got {array[index].item()}, expected {want[index].item()}" if show_values else ""
            raise CheckFailure(f"{what} is wrong at index {index}{shown} ({int(bad.sum())} entries differ).",
                               hint=_hint(array, want, hints, "float64", 1.0))
        return
    if np.array_equal(array, want):  # equal entry by entry (NaN never is): nothing below could fail
        return
    rtol, atol = tolerance(str(want.dtype), scale)
    got64, want64 = array.astype(np.float64), want.astype(np.float64)
    both_inf = np.isinf(want64) & (got64 == want64)
    nan = np.isnan(got64) & ~np.isnan(want64)
    if nan.any():
        index = tuple(int(i) for i in np.argwhere(nan)[0])
        raise CheckFailure(
            f"{what} returned NaN at index {index} ({int(nan.sum())} NaN entries)",
            hint=_hint(array, want, hints, str(want.dtype), scale)
            or diagnosis("values-nan"),
        )
    inf_mismatch = np.isinf(want64) != np.isinf(got64)
    with np.errstate(all="ignore"):  # inf - inf where both are infinite is handled just above
        err = np.where(both_inf, 0.0, np.abs(got64 - want64))
    err = np.where(inf_mismatch, np.inf, err)
    limit = atol + rtol * np.abs(np.where(np.isinf(want64), 0.0, want64))
    over = err > limit
    if not over.any():
        return
    index = tuple(int(i) for i in np.unravel_index(int(np.argmax(np.where(over, err, -1))), err.shape))
    got_value, want_value = array[index].item(), want[index].item()
    shown = f": got {got_value!r}, expected {want_value!r}" if show_values else f": got {got_value!r}"
    raise CheckFailure(
        f"{what} differs from the expected values: largest error {err[index]:.3g} at index"
        f" {index}{shown}; {int(over.sum())} of {over.size} entries are outside the tolerance"
        f" (rtol {rtol:.1g}, atol {atol:.1g}).",
        hint=_hint(array, want, hints, str(want.dtype), scale),
    )


def _hint(
    array: np.ndarray, want: np.ndarray, hints: Sequence[tuple[str, np.ndarray]], dtype: str, scale: float
) -> str | None:
    """The first known mistake whose output matches what the student returned. A mistake
    whose output is the right one on these inputs (sqrt(d_v) where d_v = d_k) says nothing."""
    for text, mistaken in hints:
        mistaken = np.asarray(mistaken)
        if same_answer(array, mistaken, dtype, scale) and not same_answer(want, mistaken, dtype, scale):
            return text
    return None


def same_answer(a: np.ndarray, b: np.ndarray, dtype: str, scale: float) -> bool:
    """Whether two answers agree within the tolerance a hint is matched at."""
    rtol, atol = tolerance(dtype, scale)
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape:
        return False
    a, b = a.astype(np.float64), b.astype(np.float64)
    return bool(((a == b) | np.isclose(a, b, rtol=max(rtol, 1e-6), atol=max(atol, 1e-9), equal_nan=True)).all())


_SHAPES = {
    "weighted_mixture": ("(..., T, d_v)",),
    "scaled_scores": ("(..., T, S)",),
    "causal_mask": ("(t, t)",),
    "mask_scores": ("(..., T, S)",),
    "stable_softmax": ("(..., T, S)",),
    "attention": ("(..., T, d_v)", "(..., T, S)"),
    "split_heads": ("(..., H, T, d_h)",),
    "merge_heads": ("(..., T, H*d_h)",),
    "multi_head_self_attention": ("(..., T, D)", "(..., H, T, T)"),
}


def expect_reference(got: Returned, *, func: str, track: str, case: Case, solutions: Path,
                     check_dtype: bool = True) -> None:
    """Compare with the live reference (hidden checks): never shows expected values."""
    want = reference_answer(case, track, solutions)
    likely = case.remembered("hints", lambda: hints(func, case.args, case.kwargs))
    expect_outputs(got, want, func=func, track=track, scale=case.scale, weights_scale=case.weights_scale,
                   show_values=False, hints=likely, check_dtype=check_dtype, case=case)


def call_noting_ahead(student: Any, func: str, case: Case, cases: Sequence[Case],
                      compare: Callable[[Returned, Case], object]) -> Returned:
    """What the call on ``case`` returned; where it raised, the calls sent ahead of it are
    noted first (:func:`note_ahead`): which later cases it gets right and which raise too,
    what tells the inputs it accepts from those it refuses. (Their wrong answers are left
    out: the checks that compare values note those on cases of their own.)"""
    try:
        return student.call(func, *case.args, **case.kwargs).result
    except CheckFailure as failure:
        if failure.kind == "raised":
            where = ledger.mark()
            note_ahead(student, func, cases, compare)
            ledger.drop_since(where, lambda n: n.failed not in ("", "raised"))
        raise


def note_ahead(student: Any, func: str, cases: Sequence[Case], compare: Callable[[Returned, Case], object]) -> None:
    """After a check's first failing case: the calls it had sent ahead ran all the same, so
    compare what each returned as the check would (and note each that raised), for the :mod:`ledger` only (what the
    function gets right and wrong past its first failure, that the diagnosis engine reads).
    Nothing here fails the check again or changes its verdict: that stays the first failure."""
    for case, returned in student.answers_ahead(func, cases):
        if isinstance(returned, RaisedAhead):  # raised on a case it should accept, as the failing call may have
            ledger.note(student.track, func, case, "raised", returned)
            continue
        try:
            compare(returned, case)
        except Exception:  # noqa: BLE001, S112 - a wrong answer is noted as it is compared; the verdict is made
            continue


def reference_answer(case: Case, track: str, solutions: Path) -> Any:
    """The reference's output(s) on ``case``, computed once per case and kept read-only."""

    def compute() -> Any:
        want = reference.run(track, case.func, case.args, case.kwargs, solutions)
        for array in want if isinstance(want, tuple) else (want,):
            array.setflags(write=False)
        return want

    return case.remembered(("output", track, str(solutions)), compute)


def expect_outputs(
    got: Returned,
    want: object,
    *,
    func: str,
    track: str,
    scale: float = 1.0,
    weights_scale: float = 1.0,
    show_values: bool = True,
    hints: Sequence[tuple[str, np.ndarray]] = (),
    check_dtype: bool = True,
    case: Case | None = None,
) -> None:
    """Compare a whole return value: one array, or the pair (output, weights). With
    ``case``, the outcome (right or not) is noted in the :mod:`ledger` of the
    submission's calls, which the diagnosis engine reads for patterns across cases."""
    names = _SHAPES[func]
    try:
        if len(names) == 2:
            assert isinstance(want, tuple)
            output, weights = pair_of(got, func)
            try:
                expect_array(output, want[0], track=track, what=f"{func}(...)[0] (the output)", scale=scale,
                             show_values=show_values, shape_names=names[0], hints=array_hints(hints),
                             check_dtype=check_dtype, case=case, output=0)
            except CheckFailure as failure:  # the weights, judged too, are evidence of why (never a verdict)
                if failure.evidence is not None:
                    failure.evidence.detail["weights"] = _weights_evidence(weights, want[1], track, func, weights_scale,
                                                                           weight_hints(hints), check_dtype, case)
                    if failure.evidence.detail["weights"] is None and weights.array is not None:
                        failure.evidence.detail["right weights"] = weights.array  # what the output mixed, if right
                raise
            try:
                expect_array(weights, want[1], track=track, what=f"{func}(...)[1] (the weights)", scale=weights_scale,
                             show_values=show_values, shape_names=names[1], hints=weight_hints(hints),
                             check_dtype=check_dtype, case=case, output=1)
            except CheckFailure as failure:  # the right output beside them is evidence too (weights written over)
                if failure.evidence is not None and output.array is not None:
                    failure.evidence.detail["output"] = output.array
                raise
        else:
            assert isinstance(want, np.ndarray)
            expect_array(got, want, track=track, what=f"{func}(...)", scale=scale, show_values=show_values,
                         shape_names=names[0], hints=array_hints(hints), check_dtype=check_dtype, case=case)
    except CheckFailure as failure:
        if failure.evidence is None:  # the pair itself is missing
            failure.evidence = Evidence("type", func, case.args if case else (), dict(case.kwargs) if case else {},
                                        detail={"got": got.kind, "expected": "pair", "returned": in_words(got)})
        ledger.note(track, func, case, failure.evidence.prop, got, want, tuple(hints))
        raise
    ledger.note(track, func, case, "", got, want, tuple(hints))


def with_inputs(evidence: Evidence | None, case: Case) -> None:
    """Give evidence taken without its case (so as not to note the comparison in the
    :mod:`ledger` twice) the case's inputs, and its weights' evidence too: the engine
    names a ratio from the inputs' sizes."""
    for e in (evidence, evidence and evidence.detail.get("weights")):
        if isinstance(e, Evidence) and not e.args:
            e.args, e.kwargs = case.args, dict(case.kwargs)


def _weights_evidence(weights: Returned, want: np.ndarray, track: str, func: str, scale: float,
                      hints: list[tuple[str, np.ndarray]], check_dtype: bool, case: Case | None) -> Evidence | None:
    """The evidence of the weights of a pair whose output is wrong, when they are wrong too."""
    try:
        expect_array(weights, want, track=track, what=f"{func}(...)[1] (the weights)", scale=scale, show_values=False,
                     hints=hints, check_dtype=check_dtype, case=case, output=1)
    except CheckFailure as failure:
        if failure.evidence is not None:
            failure.evidence.detail["hint"] = failure.hint
        return failure.evidence
    return None


def array_hints(hints: Sequence[tuple[str, Any]]) -> list[tuple[str, np.ndarray]]:
    """Hints about one array (a pair-valued hint is about the weights: see weight_hints)."""
    return [(text, value) for text, value in hints if not isinstance(value, tuple)]


def weight_hints(hints: Sequence[tuple[str, Any]]) -> list[tuple[str, np.ndarray]]:
    """Hints whose mistaken value is a pair (output, weights) give their weights here."""
    return [(text, value[1]) for text, value in hints if isinstance(value, tuple) and len(value) == 2]


def expect_structure(got: Returned, want: object, *, func: str, track: str) -> None:
    """Fail unless ``got`` has ``want``'s structure: the track's array type and ``want``'s
    shape, for one array or each of a pair. Dtype and values are not judged here."""
    names = _SHAPES[func]
    if len(names) == 2:
        assert isinstance(want, tuple)
        pairs = list(zip(pair_of(got, func), want, names))
    else:
        pairs = [(got, want, names[0])]
    for index, (item, expected, shape_names) in enumerate(pairs):
        what = f"{func}(...)[{index}]" if len(pairs) == 2 else f"{func}(...)"
        array = array_of(item, track, what)
        if array.shape != np.shape(expected):
            raise CheckFailure(f"{what} returned shape {array.shape}; expected {np.shape(expected)} = {shape_names}.",
                               kind="shape", evidence=Evidence("shape", func, detail={"shape": array.shape,
                                                                                     "expected": np.shape(expected)}))
