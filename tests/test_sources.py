"""One source of truth: stubs, signatures, docstrings and recorded cases follow solutions/."""

from __future__ import annotations

import ast
import inspect
import json

import numpy as np
import pytest
from conftest import ROOT

from grader import record
from grader.contract import EXERCISES, MODULES, SIGNATURES
from grader.errors import GraderError
from grader.stubs import make_stub


@pytest.mark.parametrize("module", MODULES.values())
def test_committed_stubs_match_the_solutions(module):
    source = (ROOT / "solutions" / f"{module}.py").read_text()
    committed = (ROOT / "exercises" / f"{module}.py").read_text()
    assert committed == make_stub(source), "exercises/ drifted: run `python -m grader stubs`"


@pytest.mark.parametrize("module", MODULES.values())
def test_stubs_keep_docstrings_and_hide_solutions(module):
    solution = ast.parse((ROOT / "solutions" / f"{module}.py").read_text())
    stub_source = (ROOT / "exercises" / f"{module}.py").read_text()
    stub = ast.parse(stub_source)
    docs = {n.name: ast.get_docstring(n) for n in ast.walk(solution) if isinstance(n, ast.FunctionDef)}
    stub_docs = {n.name: ast.get_docstring(n) for n in ast.walk(stub) if isinstance(n, ast.FunctionDef)}
    assert docs == stub_docs
    assert "BEGIN SOLUTION" not in stub_source
    for node in ast.walk(stub):
        if isinstance(node, ast.FunctionDef):
            body = [n for n in node.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
            assert len(body) == 1 and isinstance(body[0], ast.Raise), f"{node.name} keeps solution code"


def test_stub_markers_are_checked():
    with pytest.raises(GraderError, match="never closed"):
        make_stub("def f():\n    ### BEGIN SOLUTION\n    return 1\n")
    with pytest.raises(GraderError, match="without"):
        make_stub("def f():\n    ### END SOLUTION\n")


def _load(track: str):
    from grader import reference

    return reference.load(track)


@pytest.mark.parametrize("track", MODULES)
def test_signatures_and_docstrings_follow_the_contract(track):
    module = _load(track)
    names = {f for e in EXERCISES for f in e.functions}
    assert set(module.__all__) == names
    for name in names:
        func = getattr(module, name)
        params = inspect.signature(func).parameters.values()
        shown = "(" + ", ".join(p.name if p.default is inspect.Parameter.empty else f"{p.name}={p.default!r}"
                                for p in params) + ")"
        assert shown == SIGNATURES[track][name], f"{track}.{name}: {shown} != contract {SIGNATURES[track][name]}"
        doc = inspect.getdoc(func)
        for p in inspect.signature(func).parameters:
            if p not in ("t",):
                assert p in doc, f"{track}.{name}: the docstring never mentions parameter {p}"
        assert f"Exercise {next(e.number for e in EXERCISES if name in e.functions)}" in doc


def test_recorded_cases_match_the_reference():
    fresh = record.recording()
    stored = json.loads(record.DATA.read_text())
    assert len(fresh["cases"]) == len(stored["cases"]), "re-record with `python -m grader record`"
    for new, old in zip(fresh["cases"], stored["cases"]):
        assert (new["func"], new["label"]) == (old["func"], old["label"])
        for a, b in zip(new["args"], old["args"]):
            assert a == b
        want, got = record._decode(new["expected"]), record._decode(old["expected"])
        for x, y in zip(want if isinstance(want, tuple) else [want], got if isinstance(got, tuple) else [got]):
            np.testing.assert_allclose(x, y, rtol=1e-12, atol=1e-12)


def test_torch_reference_agrees_with_the_recording():
    import torch

    torch_ref = _load("torch")
    for func, items in record.recorded().items():
        for case, want in items:
            args = [torch.from_numpy(a) if isinstance(a, np.ndarray) else a for a in case.args]
            kwargs = {k: torch.from_numpy(v) if isinstance(v, np.ndarray) else v for k, v in case.kwargs.items()}
            got = getattr(torch_ref, func)(*args, **kwargs)
            for x, y in zip(got if isinstance(got, tuple) else [got], want if isinstance(want, tuple) else [want]):
                assert str(x.dtype).removeprefix("torch.") == str(y.dtype)
                np.testing.assert_allclose(x.numpy(), y, rtol=1e-5, atol=1e-5 * case.scale)
