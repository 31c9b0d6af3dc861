"""The lesson's experiment (§6) as inputs, the order of calls that runs it, and the
reference's answers recorded as data.

Four positions: the three keys and values of the lesson's §1 and §3 and a fourth pair of
our own; every position is also a query (self-attention, Q = K). The experiment runs the
five steps over a grid of temperatures from 0.25 to 4, every query, with the causal mask
off and on, and also the §3 worked example (one query, the three original keys).

:func:`run` takes any way to call a function (``call(name, *args, **kwargs)``), so the
same sequence runs the reference here (recorded in ``grader/data/experiment.json``, as the
public cases are) and a student's functions in the sandboxed worker
(``grader.running.experiment``). Where a student's function fails, the sequence goes on
with the reference's recorded value for that step and says so: a student with no working
function still gets the whole experiment, with the reference's numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from grader import kit
from grader.inputs import reference
from grader.jsonarrays import decode, encode, read_file, write_file
from grader.kit import DEFAULT_SOLUTIONS

KEYS = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [-1.0, 0.5]])
"""(S, d_k): the lesson's k1, k2, k3 (§3), then our fourth key."""
VALUES = np.array([[1.0, 0.0], [0.0, 2.0], [2.0, 1.0], [-1.0, 1.0]])
"""(S, d_v): the lesson's three values (§1), then our fourth value."""
QUERIES = KEYS.copy()
"""(T, d_k): every position asks with its own key, so the first query is the lesson's q = [1, 0]."""
TEMPERATURES = tuple(2.0 ** (k / 3) for k in range(-6, 7))
"""13 temperatures from 0.25 to 4 (1 in the middle), evenly spaced on a log scale."""
EXAMPLE = (QUERIES[:1].copy(), KEYS[:3].copy(), VALUES[:3].copy())
"""The §3 worked example: q = [1, 0] against the three original keys and values."""
CAUSAL = ("off", "on")

STEPS = ("scaled_scores", "causal_mask", "mask_scores", "stable_softmax", "weighted_mixture", "attention")
"""The student functions the experiment calls, in the order the lesson builds them."""

DATA = kit.DATA / "experiment.json"
FORMAT = 1


class StepFailed(Exception):
    """A call of the experiment gave no usable value; the message says why, for the student."""


Call = Callable[..., Any]


def run(call: Call, fallback: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, str]]:
    """Run the experiment with ``call``: returns (values by key, failures by function).

    Keys: ``scores``, ``mask``, ``masked``, ``weights/<off|on>/<i>``, ``outputs/<off|on>/<i>``
    (i indexes :data:`TEMPERATURES`), ``attention/<off|on>/output`` and ``/weights``, and
    ``example/scores``, ``example/weights``, ``example/output``, ``example/attention/output``
    and ``/weights``. Each step feeds on the values of the steps before it. Where ``call``
    raises :class:`StepFailed` (or returns the wrong shape), the value is ``fallback[key]``
    and the function's first failure is kept; without ``fallback`` the failure propagates.
    """
    values: dict[str, Any] = {}
    failures: dict[str, str] = {}

    def step(keys: tuple[str, ...], name: str, *args: Any, **kwargs: Any) -> None:
        try:
            got = call(name, *args, **kwargs)
            got = got if isinstance(got, tuple) else (got,)
            if len(got) != len(keys):
                raise StepFailed(f"{name} returned {len(got)} values; the lesson's {name} returns {len(keys)}")
            for key, value in zip(keys, got):
                array = np.asarray(value)
                if fallback is not None and array.shape != np.shape(fallback[key]):
                    raise StepFailed(f"{name} returned shape {array.shape}; expected {np.shape(fallback[key])}")
                values[key] = array
        except StepFailed as failed:
            if fallback is None:
                raise
            failures.setdefault(name, str(failed))
            for key in keys:
                values[key] = fallback[key]

    t = len(QUERIES)
    step(("scores",), "scaled_scores", QUERIES, KEYS)
    step(("mask",), "causal_mask", t)
    step(("masked",), "mask_scores", values["scores"], values["mask"])
    for causal, scores in (("off", "scores"), ("on", "masked")):
        for i, temperature in enumerate(TEMPERATURES):
            step((f"weights/{causal}/{i}",), "stable_softmax", values[scores], temperature=temperature)
            step((f"outputs/{causal}/{i}",), "weighted_mixture", values[f"weights/{causal}/{i}"], VALUES)
        allowed = () if causal == "off" else (values["mask"],)
        step((f"attention/{causal}/output", f"attention/{causal}/weights"), "attention", QUERIES, KEYS, VALUES,
             *allowed)
    q, k, v = EXAMPLE
    step(("example/scores",), "scaled_scores", q, k)
    step(("example/weights",), "stable_softmax", values["example/scores"], temperature=1.0)
    step(("example/output",), "weighted_mixture", values["example/weights"], v)
    step(("example/attention/output", "example/attention/weights"), "attention", q, k, v)
    return values, failures


def reference_call(track: str, solutions: Path = DEFAULT_SOLUTIONS) -> Call:
    """``call`` for :func:`run` that runs the live reference in ``solutions``."""

    def call(name: str, *args: Any, **kwargs: Any) -> Any:
        return reference.run(track, name, args, kwargs, solutions)

    return call


def recording(solutions: Path = DEFAULT_SOLUTIONS) -> dict[str, Any]:
    """The reference's values for the whole experiment (NumPy track; the tracks agree)."""
    values, _ = run(reference_call("numpy", solutions))
    return {"format": FORMAT, "values": {key: encode(np.asarray(value)) for key, value in values.items()}}


def write(path: Path = DATA, solutions: Path = DEFAULT_SOLUTIONS) -> int:
    data = recording(solutions)
    write_file(path, data)
    return len(data["values"])


@cache
def recorded(path: Path = DATA) -> dict[str, Any]:
    """The reference's recorded values by key (see :func:`run`)."""
    data = read_file(path, fmt=FORMAT, what="the recorded experiment",
                     remedy="Re-record it with `python -m grader record` (needs solutions/).")
    return {key: decode(spec) for key, spec in data["values"].items()}
