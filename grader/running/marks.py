"""How a check declares itself: its exercise, its points, hidden or not, and its tracks.

Check files under ``grader/checks/`` use these decorators; the plugin reads the marks
they leave (``attnkit_check``) to select, run and score the checks.
"""

from __future__ import annotations

from typing import Any

import pytest

from grader.contract import EXERCISE_BY_KEY, EXERCISE_OF, EXERCISES, TRACKS
from grader.judging.gradients import WRT

tracks = pytest.mark.parametrize("track", TRACKS)
torch_only = pytest.mark.parametrize("track", ["torch"])


def check(exercise: str, points: float, *, hidden: bool = False, voids_exercise: bool = False) -> Any:
    """Mark a test as a graded check of ``exercise`` worth ``points`` per track."""
    if exercise not in EXERCISE_BY_KEY:
        raise ValueError(f"unknown exercise {exercise!r}; expected one of {sorted(EXERCISE_BY_KEY)}")
    return pytest.mark.attnkit_check(
        exercise=exercise, points=float(points), hidden=hidden, voids_exercise=voids_exercise
    )


def per_function(points: float, *, hidden: bool = False) -> Any:
    """Parametrize over every contract function, each marked for its own exercise."""
    params = [
        pytest.param(name, id=name, marks=check(e.key, points, hidden=hidden))
        for e in EXERCISES
        for name in e.functions
    ]
    return pytest.mark.parametrize("func", params)


def differentiable(points: float, *, hidden: bool = False) -> list[Any]:
    """Parameters over every differentiable function (``func``), each marked for its own exercise."""
    return [pytest.param(f, id=f, marks=check(EXERCISE_OF[f].key, points, hidden=hidden)) for f in WRT]
