"""Run the lesson's experiment (``grader.inputs.experiment``) on a submission's own functions.

The calls go through the submission's sandboxed worker like every check's calls, with the
same time limits; a function that is missing, raises, loops or returns the wrong shape is
named, and the experiment goes on with the reference's recorded value for that step.

:func:`experiment_data` is what the pages draw (``grader.reports.experiment``): plain JSON
data, yours and the reference's values per track, with non-finite numbers as strings.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from grader.calls.student import StudentTrack, Submission
from grader.contract import TRACK_TITLES, TRACKS
from grader.errors import CheckFailure
from grader.inputs import experiment


def _student_call(track: StudentTrack) -> experiment.Call:
    def call(name: str, *args: Any, **kwargs: Any) -> Any:
        try:
            returned = track.call(name, *args, **kwargs).result
        except CheckFailure as failure:
            raise experiment.StepFailed(str(failure)) from None
        assert returned is not None
        if returned.kind in ("tuple", "list") and all(item.array is not None for item in returned.items):
            return tuple(item.array for item in returned.items)
        if returned.array is None:
            raise experiment.StepFailed(f"{name} returned {returned.describe()}, not an array")
        return returned.array

    return call


def plain(value: Any) -> Any:
    """An array as nested lists of numbers, with ``"nan"``, ``"inf"`` and ``"-inf"`` for the
    numbers JSON cannot hold, and booleans kept (a mask)."""
    array = np.asarray(value)
    if array.dtype == bool:
        return array.tolist()

    def number(x: float) -> float | str:
        if math.isnan(x):
            return "nan"
        if math.isinf(x):
            return "inf" if x > 0 else "-inf"
        return x

    as_float = array.astype(np.float64)
    if as_float.ndim == 0:
        return number(float(as_float))
    return [plain(row) for row in as_float] if as_float.ndim > 1 else [number(float(x)) for x in as_float]


def _setting() -> dict[str, Any]:
    return {"keys": experiment.KEYS.tolist(), "values": experiment.VALUES.tolist(),
            "queries": experiment.QUERIES.tolist(), "temperatures": list(experiment.TEMPERATURES),
            "steps": list(experiment.STEPS)}


def experiment_data(submission: Submission | None, tracks: tuple[str, ...] = TRACKS) -> dict[str, Any]:
    """The experiment on ``submission``'s functions in ``tracks`` (none: the reference only)."""
    recorded = experiment.recorded()
    data: dict[str, Any] = {**_setting(), "reference": {k: plain(v) for k, v in recorded.items()}, "tracks": {}}
    if submission is None:
        return data
    for track in tracks:
        values, failures = experiment.run(_student_call(submission.track(track)), recorded)
        used = sorted(key for key, value in values.items() if value is recorded[key])
        data["tracks"][track] = {"title": TRACK_TITLES[track], "values": {k: plain(v) for k, v in values.items()},
                                 "failures": failures, "reference_used": used}
    return data
