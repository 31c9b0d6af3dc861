"""Hidden: every function leaves its inputs unchanged and is deterministic.

Both award their points only with right values (a stub or a constant earns nothing), but
in any floating dtype: a dtype slip costs the dtype checks, not these.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from grader.calls.returned import Returned
from grader.errors import CheckFailure, Evidence
from grader.inputs.cases import Case
from grader.inputs.hidden import generated
from grader.judging import ledger
from grader.judging.compare import expect_reference, reference_answer, same_answer
from grader.running.marks import per_function, tracks


def _same(before: np.ndarray, after: Returned | None) -> bool:
    if after is None or after.array is None:
        return False
    return after.array.shape == before.shape and bool(np.array_equal(after.array, before, equal_nan=True))


def _flag_changed(before: np.ndarray, after: Returned | None) -> str:
    """How a call changed an argument's flags ("" if it did not): made it read-only, or
    turned on autograd for it (the grader's arguments come writable and without grad)."""
    if after is None or after.kind not in ("ndarray", "tensor"):
        return ""
    if not after.writeable:
        return "it came back read-only (setflags(write=False) on the caller's array)"
    if after.requires_grad:
        return "it came back requiring grad (requires_grad_() on the caller's tensor)"
    return ""


@tracks
@per_function(1, hidden=True)
def test_inputs_unchanged(student, track, func, solutions):
    """{func} leaves its input arrays unchanged (and gives the right values)"""
    cases = generated(func, None, 10)
    student.plan(func, [(case.args, case.kwargs) for case in cases], return_args=True)
    for case in cases:
        outcome = student.call(func, *case.args, return_args=True, **case.kwargs)
        passed = [*((position, "", before, after) for position, (before, after)
                    in enumerate(zip(case.args, outcome.args_after))),
                  *((len(case.args), name, before, outcome.kwargs_after.get(name))
                    for name, before in case.kwargs.items())]
        for position, name, before, after in passed:
            if isinstance(before, np.ndarray) and not _same(before, after):
                said = f"its argument {name}=" if name else f"its argument number {position + 1}"
                raise CheckFailure(
                    f"{func} modified {said} in place. Work on new arrays"
                    " (for example `x = x - m`, not `x -= m`; `masked_fill`, not `masked_fill_`).",
                    evidence=Evidence("input-changed", func, case.args, dict(case.kwargs),
                                      got=None if after is None else after.array, expected=before,
                                      detail={"argument": position, "name": name}),
                )
            flag = _flag_changed(before, after)
            if flag:
                said = f"its argument {name}=" if name else f"its argument number {position + 1}"
                raise CheckFailure(
                    f"{func} changed a flag of {said}: {flag}. Leave the caller's arrays as they came (work on"
                    " a copy where you need another flag).",
                    evidence=Evidence("input-changed", func, case.args, dict(case.kwargs),
                                      detail={"argument": position, "name": name, "flag": flag}),
                )
        # after the inputs: a change to an input is the cause of the wrong values it gives
        expect_reference(outcome.result, func=func, track=track, case=case, solutions=solutions, check_dtype=False)


@tracks
@per_function(1, hidden=True)
def test_deterministic(student, track, func, solutions):
    """{func} gives the same, right values every time for the same input"""
    cases = generated(func, None, 5)
    student.plan(func, [(case.args, case.kwargs) for case in cases for _ in range(2)])
    for case in cases:
        first = student.call(func, *case.args, **case.kwargs).result
        second = student.call(func, *case.args, **case.kwargs).result  # before judging: wrong values may be chance
        a, b = _items(first), _items(second)
        same = _returned_same(first, second)
        try:
            expect_reference(first, func=func, track=track, case=case, solutions=solutions, check_dtype=False)
        except CheckFailure as failure:
            arrays = len(a) == len(b) and all(x.array is not None and y.array is not None for x, y in zip(a, b))
            if arrays and not same and failure.evidence is not None:
                failure.evidence.detail["varies"] = True  # evidence for the diagnosis, not a verdict
            raise
        if not same:
            raise CheckFailure(f"{func} returned different results for the same input on two calls.",
                               evidence=Evidence("not-deterministic", func, case.args, dict(case.kwargs)))
    _same_objects_new_values(student, track, func, solutions, cases)
    _one_argument_changed(student, track, func, solutions, cases)
    _other_temperature(student, track, func, solutions, cases)


def _one_argument_changed(student, track, func, solutions, cases) -> None:
    """Call once, then again with one array argument holding other values and the others as
    they were, for each array argument in turn (on the first case where that change moves the
    answer): a function must answer for every argument (a cache keyed by the values alone
    returns its first answer when only the weights change)."""
    positions = {i for c in cases if sum(isinstance(a, np.ndarray) for a in c.args) >= 2
                 for i, a in enumerate(c.args) if isinstance(a, np.ndarray)}
    for position in sorted(positions):
        for case in cases:
            arg = case.args[position] if position < len(case.args) else None
            if not isinstance(arg, np.ndarray) or arg.dtype.kind not in "fbiu" or not arg.ndim:
                continue
            other = np.flip(arg, -1).copy()  # as valid as the flip of every array (_flipped)
            twin = Case(case.func, (*case.args[:position], other, *case.args[position + 1:]), dict(case.kwargs),
                        label=f"{case.label}, then argument {position + 1} alone changed", scale=case.scale,
                        weights_scale=case.weights_scale)
            if np.array_equal(arg, other, equal_nan=True) or _same_reference(
                    reference_answer(case, track, solutions), reference_answer(twin, track, solutions)):
                continue  # a change that moves no answer tells nothing: try the next case
            first = student.call(func, *case.args, **case.kwargs).result
            again = student.call(func, *twin.args, **twin.kwargs).result
            try:
                expect_reference(again, func=func, track=track, case=twin, solutions=solutions, check_dtype=False)
            except CheckFailure:
                if not _returned_same(first, again):
                    raise
                raise CheckFailure(
                    f"{func} returned its previous answer when only its argument number {position + 1} changed: a"
                    " result remembered by some of the arguments is stale once another one changes. Compute from"
                    " every argument (or key a cache by all of them).",
                    evidence=Evidence("stale", func, twin.args, dict(twin.kwargs),
                                      detail={"argument": f"argument number {position + 1}"}),
                ) from None
            break

def _same_reference(a: Any, b: Any) -> bool:
    """Whether two reference answers agree, item by item for a pair (output, weights)."""
    if isinstance(a, tuple) or isinstance(b, tuple):
        return isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b) \
            and all(_same_reference(x, y) for x, y in zip(a, b))
    return np.shape(a) == np.shape(b) and same_answer(np.asarray(a), np.asarray(b), "float64", 1.0)


def _other_temperature(student, track, func, solutions, cases) -> None:
    """For the softmax, the same scores again at twice the temperature, right after: it must
    answer for the temperature too (a cache keyed by the scores alone returns the first answer)."""
    for case in cases if func in _TEMPERED else ():
        temperature = float(case.kwargs.get("temperature", case.args[1] if len(case.args) > 1 else 1.0))
        twin = Case(case.func, case.args[:1], {**case.kwargs, "temperature": 2 * temperature},
                    label=f"{case.label}, then the same scores at twice the temperature", scale=case.scale,
                    weights_scale=case.weights_scale)
        if same_answer(reference_answer(case, track, solutions), reference_answer(twin, track, solutions), "float64", 1.0):
            continue  # weights the temperature does not move (one key, or equal scores) tell nothing
        first = student.call(case.func, *case.args, **case.kwargs).result
        again = student.call(twin.func, *twin.args, **twin.kwargs).result
        try:
            expect_reference(again, func=twin.func, track=track, case=twin, solutions=solutions, check_dtype=False)
        except CheckFailure:
            if not _returned_same(first, again) or not _applies_temperature(student, track, solutions, case, twin):
                raise  # the same answer from a softmax that never applies the temperature: its values are the slip
            raise CheckFailure(
                f"{twin.func} returned its previous answer for the same scores at another temperature: a result"
                " remembered by the scores alone is stale once the temperature changes. Compute from every argument"
                " (or key a cache by all of them).",
                evidence=Evidence("stale", twin.func, twin.args, dict(twin.kwargs), detail={"temperature": True}),
            ) from None
        return


def _flipped(case: Case) -> Case | None:
    """The case with each array reversed along its last axis (valid wherever the case is: a
    row keeps its sum and its finite entries, a mask's row as many visible keys), or None if
    nothing changes. Masks change too: a cache of the converted mask keyed by its identity
    is as stale as one of the scores."""
    def flip(a: Any) -> Any:
        return np.flip(a, -1).copy() if isinstance(a, np.ndarray) and a.dtype.kind in "fbiu" and a.ndim else a

    twin = Case(case.func, tuple(flip(a) for a in case.args), {k: flip(v) for k, v in case.kwargs.items()})
    return twin if _changed(case, twin) else None


def _changed(case: Case, twin: Case) -> int:
    """How many of a case's arrays its twin holds other values in."""
    return sum(isinstance(a, np.ndarray) and not np.array_equal(a, b, equal_nan=True)
               for a, b in zip((*case.args, *case.kwargs.values()), (*twin.args, *twin.kwargs.values())))


_TEMPERED = frozenset({"stable_softmax"})
"""The functions that take a temperature."""


def _applies_temperature(student, track, solutions, case: Case, twin: Case) -> bool:
    """Whether the softmax applies the temperature at all: twice the scores at twice the
    temperature must give the first case's answer (the logits are the same), where a
    softmax that leaves the temperature out gives another. A cache keyed by the scores
    sees new scores there and computes afresh."""
    scores = np.asarray(case.args[0])
    with np.errstate(all="ignore"):
        doubled = Case(case.func, (scores * 2,), dict(twin.kwargs), label=f"{case.label}, scores and temperature doubled",
                       scale=case.scale, weights_scale=case.weights_scale)
    got = student.call(doubled.func, *doubled.args, **doubled.kwargs).result
    try:
        expect_reference(got, func=doubled.func, track=track, case=doubled, solutions=solutions, check_dtype=False)
    except CheckFailure:
        return False
    return True


def _same_objects_new_values(student, track, func, solutions, cases) -> None:
    """Call once, then again with the same argument objects holding other values (the
    worker refills them in place): a function must answer for the values it is given, not
    for the objects it saw before (a cache keyed by ``id()``)."""
    pairs = [(c, t) for c in cases if (t := _flipped(c)) is not None]
    if not pairs:
        return
    most = max(pairs, key=lambda pair: _changed(*pair))  # the first that refills the most arguments: a cache keyed by
    # the weights' identity shows only where the weights change too (and the first of all: a cache keyed by a sum
    # shows where its key stays exactly the same)
    for case, twin in [pairs[0]] + ([most] if most is not pairs[0] else []):
        _refilled(student, track, func, solutions, case, twin)


def _refilled(student, track, func, solutions, case: Case, twin: Case) -> None:
    """One call on ``case``, then one on the same objects refilled with ``twin``'s values."""
    first = student.call(func, *case.args, refill=True, **case.kwargs).result
    again = student.call(func, *twin.args, refill=True, **twin.kwargs).result
    try:
        expect_reference(again, func=func, track=track, case=replace(twin, label=ledger.REFILLED), solutions=solutions,
                         check_dtype=False)
    except CheckFailure as failure:
        if _returned_same(first, again):
            said = "returned its previous answer"
        elif _right_on_new_objects(student, track, func, solutions, twin):
            said = "is wrong when called again with the same arrays holding other values, and right on new arrays"
        else:
            raise failure
        raise CheckFailure(
            f"{func} {said}: a result remembered by the arrays' identity (id(), `is`) is stale once their"
            " values change. Compute from the values every call (or key a cache by the values themselves).",
            evidence=Evidence("stale", func, twin.args, dict(twin.kwargs)),
        ) from None


def _right_on_new_objects(student, track, func, solutions, twin: Case) -> bool:
    """Whether the refilled call's values, in new arrays, get the right answer: then only
    the objects' identity made it wrong (part of what it remembers is stale)."""
    fresh = student.call(func, *twin.args, **twin.kwargs).result
    try:
        expect_reference(fresh, func=func, track=track, case=twin, solutions=solutions, check_dtype=False)
    except CheckFailure:
        return False
    return True


def _items(result: Returned) -> list[Returned]:
    return result.items if result.kind in ("tuple", "list") else [result]


def _returned_same(a: Returned, b: Returned) -> bool:
    """Whether two results hold the same arrays (a pair item by item)."""
    x, y = _items(a), _items(b)
    return len(x) == len(y) and all(p.array is not None and q.array is not None
                                    and np.array_equal(p.array, q.array, equal_nan=True) for p, q in zip(x, y))
