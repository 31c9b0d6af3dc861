"""The hidden checks' inputs, fixed in data: drawn once, then read back on every run.

Grading must not depend on the machine, the installed hypothesis version, or even the
grader's own source: hypothesis mixes constants it finds in local modules (the grader's
and the reference's) into what it draws, so the same derandomized strategy gives other
inputs after any edit to the kit. So the inputs are drawn once into
``grader/data/hidden_cases.json``, which the instructor's kit ships (and the Gradescope
bundle with it) and the student release never does, and :func:`generated` only reads
that file. ``python -m grader record --redraw-hidden`` draws them anew (grades may move:
keep the file under version control); ``tests/test_sources.py`` pins its digest.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path
from typing import Any

from grader.contract import DIFFERENTIABLE, EXERCISES
from grader.errors import GraderError
from grader.inputs.cases import Case, case_from_json, case_to_json
from grader.jsonarrays import read_file, write_file
from grader.kit import DATA

HIDDEN_CASES = DATA / "hidden_cases.json"
FORMAT = 1

DRAWS: tuple[tuple[str | None, int], ...] = (("float64", 25), ("float32", 15), (None, 10), (None, 5))
"""(dtype, count) drawn for every function; ``None`` lets each case pick its dtype."""
GRADIENT_DRAWS: tuple[tuple[str | None, int], ...] = (("float64", 10),)
"""Drawn for the differentiable functions only (the hidden gradient checks)."""


def _key(func: str, dtype: str | None, count: int) -> str:
    return f"{func}|{dtype}|{count}"


def draw_all() -> dict[str, Any]:
    """Draw every hidden input with hypothesis (derandomized) as the file stores it."""
    import hypothesis

    from grader.inputs.cases import draw

    functions = [name for e in EXERCISES for name in e.functions]
    wanted = [(f, d, n) for f in functions for d, n in DRAWS]
    wanted += [(f, d, n) for f in functions if f in DIFFERENTIABLE for d, n in GRADIENT_DRAWS]
    cases = {_key(f, d, n): [case_to_json(c) for c in draw(f, d, n)] for f, d, n in wanted}
    return {"format": FORMAT, "drawn_with": f"hypothesis {hypothesis.__version__}", "cases": cases}


def write(data: dict[str, Any], path: Path = HIDDEN_CASES) -> int:
    write_file(path, data)
    _load.cache_clear()
    return sum(len(v) for v in data["cases"].values())


def digest(path: Path = HIDDEN_CASES) -> str:
    """SHA-256 of the recorded inputs file: the run header names it, a test pins it."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "missing"


@cache
def _load(path: Path = HIDDEN_CASES) -> dict[str, tuple[Case, ...]]:
    data = read_file(path, fmt=FORMAT, what="the hidden checks' inputs",
                     remedy="They ship with the instructor's kit; draw them with `python -m grader record --redraw-hidden`.")
    return {key: tuple(case_from_json(item) for item in items) for key, items in data["cases"].items()}


def generated(func: str, dtype: str | None, count: int) -> tuple[Case, ...]:
    """The hidden checks' inputs for ``func``: ``count`` cases of ``dtype``, as recorded.

    Read once per process and shared by every submission a batch grades, so the
    reference's answers (``Case.memo``) are computed once too. A check runs its cases in
    order and fails at the first disagreement; its inputs are never shown.
    """
    cases = _load().get(_key(func, dtype, count))
    if cases is None:
        raise GraderError(f"no hidden inputs recorded for {func} (dtype {dtype}, {count} cases) in {HIDDEN_CASES};"
                          " draw them with `python -m grader record --redraw-hidden`")
    return cases
