"""The hidden checks' inputs are data: pinned, complete, and the same whatever hypothesis does."""

from __future__ import annotations

import json

import numpy as np
import pytest

from grader.contract import DIFFERENTIABLE, EXERCISES
from grader.errors import GraderError
from grader.inputs import hidden

PINNED = "bdf9e2e2772d81013d5442795a40280416b2302700416d71c5b1235b09872abf"
"""SHA-256 of grader/data/hidden_cases.json. Redrawing the hidden inputs moves grades:
if you meant to (`python -m grader record --redraw-hidden`), put the new digest here and
say so in the CHANGELOG."""


def test_the_hidden_inputs_are_pinned():
    assert hidden.digest() == PINNED, (
        f"{hidden.HIDDEN_CASES} changed (sha256 {hidden.digest()}, pinned {PINNED}): every hidden check now runs on"
        " other inputs and grades may move. Restore the file, or update PINNED if the change is meant."
    )


def test_every_function_has_every_draw():
    functions = [name for e in EXERCISES for name in e.functions]
    for func in functions:
        draws = hidden.DRAWS + (hidden.GRADIENT_DRAWS if func in DIFFERENTIABLE else ())
        for dtype, count in draws:
            cases = hidden.generated(func, dtype, count)
            # hypothesis stops early when a function has fewer distinct inputs (causal_mask: 9)
            assert 1 <= len(cases) <= count and all(c.func == func for c in cases), (func, dtype, count)
            if dtype is not None and func != "causal_mask":  # causal_mask(t) takes no floats
                floats = [a for c in cases for a in (*c.args, *c.kwargs.values())
                          if isinstance(a, np.ndarray) and a.dtype.kind == "f"]
                assert floats and all(a.dtype == np.dtype(dtype) for a in floats), (func, dtype)


def test_grading_never_draws(monkeypatch):
    """Reading the inputs runs no hypothesis: break hypothesis' engine and read them all."""
    import hypothesis.core

    monkeypatch.setattr(hypothesis.core, "get_random_for_wrapped_test", lambda *a: pytest.fail("hypothesis ran"))
    hidden._load.cache_clear()
    try:
        assert hidden.generated("attention", "float64", 25)
    finally:
        hidden._load.cache_clear()


def test_a_missing_draw_is_a_clear_grader_error(tmp_path, monkeypatch):
    path = tmp_path / "hidden_cases.json"
    path.write_text(json.dumps({"format": hidden.FORMAT, "drawn_with": "test", "cases": {}}), encoding="utf-8")
    monkeypatch.setattr(hidden, "HIDDEN_CASES", path)
    read = hidden._load.__wrapped__
    monkeypatch.setattr(hidden, "_load", lambda p=path: read(p))
    with pytest.raises(GraderError, match="no hidden inputs recorded for attention.*record --redraw-hidden"):
        hidden.generated("attention", "float64", 25)


def test_the_run_header_names_the_inputs():
    from grader.commands import run_header
    from grader.isolation.runner import Limits

    grading = run_header(mode="grading, all checks", limits=Limits(sandbox=False), hide=[], hidden_inputs=True)
    assert f"hidden inputs: recorded, sha256 {PINNED[:12]};" in grading.splitlines()[0]
    assert "hidden inputs" not in run_header(mode="self-check", limits=Limits(sandbox=False), hide=[])
