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


def _arrays(case) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    return [np.asarray(a) for a in (*case.args, *case.kwargs.values()) if isinstance(a, np.ndarray)]


def test_fresh_error_cases_keep_each_case_and_share_no_array_with_the_published():
    """Grading's error cases: the reference still raises on every bad input and returns on
    every control, and no array of them is one the release publishes (a table of the
    published inputs answers none)."""
    from grader.inputs import reference
    from grader.inputs.error_cases import ERROR_CASES, FRESH_SALT, error_cases

    published = {a.tobytes() + str(a.shape).encode() for err in ERROR_CASES for c in (err.bad, err.control) for a in _arrays(c)}
    fresh = error_cases(FRESH_SALT)
    assert [e.label for e in fresh] == [e.label for e in ERROR_CASES]
    for err, was in zip(fresh, ERROR_CASES):
        for case, before in ((err.bad, was.bad), (err.control, was.control)):
            assert [a.shape for a in _arrays(case)] == [a.shape for a in _arrays(before)], err.label
            assert [a.dtype for a in _arrays(case)] == [a.dtype for a in _arrays(before)], err.label
            reused = [a for a in _arrays(case) if a.dtype.kind == "f" and a.tobytes() + str(a.shape).encode() in published]
            assert not reused, f"{err.label}: the fresh case reuses a published array {reused[0]!r}"
        with pytest.raises(ValueError):
            reference.run("numpy", err.bad.func, err.bad.args, err.bad.kwargs)
        reference.run("numpy", err.control.func, err.control.args, err.control.kwargs)
    # the structure that makes the case is kept: a row of -inf, a row with no visible key
    by_label = {e.label: e for e in fresh}
    assert np.isneginf(by_label["a row entirely -inf"].bad.args[0][1]).all()
    assert not by_label["a row with no visible key"].bad.args[1][1].any()
    assert not by_label["a batch row with no visible key"].bad.args[1][1, 0].any()
    assert by_label["temperature 0.0"].bad.kwargs == {"temperature": 0.0}
    assert by_label["temperature 0.0"].control.kwargs != ERROR_CASES[[e.label for e in ERROR_CASES].index("temperature 0.0")].control.kwargs


def test_every_generator_draws_arrays_of_at_least_min_axes():
    """What lets ``fresh_like`` skip its search for a kind with a 1-D array: no generator
    draws one (each array ends in two named axes)."""
    from grader.inputs.cases import GENERATORS, MIN_AXES, SeededChooser

    for func, generate in GENERATORS.items():
        chooser = SeededChooser(31)
        for _ in range(300):
            case = generate(chooser, None)
            small = [a.shape for a in _arrays(case) if a.ndim < MIN_AXES]
            assert not small, f"{func} drew an array of shape {small[0]}: fresh_like's short cut no longer holds"


def test_fresh_inputs_of_a_kind_no_generator_draws_are_what_a_full_search_falls_back_to():
    """The control of "mask broadcasts only by growing scores" has a 1-D mask: a search of
    20000 draws finds none of its kind and falls back to its first draws, which the short
    cut gives at once (grades cannot tell the two apart)."""
    from grader.inputs import cases
    from grader.inputs.error_cases import ERROR_CASES

    control = next(e.control for e in ERROR_CASES if e.label == "mask broadcasts only by growing scores")
    got = cases._draw_like(control, 2, 7211)
    chooser, wanted = cases.SeededChooser(7211), cases.kind_of(control)
    drawn = [cases.GENERATORS["mask_scores"](chooser, "float64") for _ in range(20000)]
    assert not any(cases.kind_of(c) == wanted for c in drawn)
    assert [c.label for c in got] == [c.label for c in drawn[:2]]
    for mine, full in zip(got, drawn):
        assert all(np.array_equal(a, b) for a, b in zip(_arrays(mine), _arrays(full)))
