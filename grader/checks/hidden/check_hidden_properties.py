"""Hidden: every function leaves its inputs unchanged and is deterministic.

Both award their points only with right values (a stub or a constant earns nothing), but
in any floating dtype: a dtype slip costs the dtype checks, not these.
"""

from __future__ import annotations

import numpy as np

from grader.calls.returned import Returned
from grader.errors import CheckFailure, Evidence
from grader.inputs.hidden import generated
from grader.judging.compare import expect_reference
from grader.running.marks import per_function, tracks


def _same(before: np.ndarray, after: Returned | None) -> bool:
    if after is None or after.array is None:
        return False
    return after.array.shape == before.shape and bool(np.array_equal(after.array, before, equal_nan=True))


@tracks
@per_function(1, hidden=True)
def test_inputs_unchanged(student, track, func, solutions):
    """{func} leaves its input arrays unchanged (and gives the right values)"""
    cases = generated(func, None, 10)
    student.plan(func, [(case.args, case.kwargs) for case in cases], return_args=True)
    for case in cases:
        outcome = student.call(func, *case.args, return_args=True, **case.kwargs)
        expect_reference(outcome.result, func=func, track=track, case=case, solutions=solutions, check_dtype=False)
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


@tracks
@per_function(1, hidden=True)
def test_deterministic(student, track, func, solutions):
    """{func} gives the same, right values every time for the same input"""
    cases = generated(func, None, 5)
    student.plan(func, [(case.args, case.kwargs) for case in cases for _ in range(2)])
    for case in cases:
        first = student.call(func, *case.args, **case.kwargs).result
        second = student.call(func, *case.args, **case.kwargs).result  # before judging: wrong values may be chance
        a = first.items if first.kind in ("tuple", "list") else [first]
        b = second.items if second.kind in ("tuple", "list") else [second]
        same = len(a) == len(b) and all(
            x.array is not None and y.array is not None and np.array_equal(x.array, y.array, equal_nan=True)
            for x, y in zip(a, b)
        )
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
