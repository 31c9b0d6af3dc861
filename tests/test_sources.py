"""One source of truth: stubs, signatures, docstrings and recorded cases follow solutions/."""

from __future__ import annotations

import ast
import inspect
import json

import numpy as np
import pytest
from helpers import ROOT

from grader.contract import EXERCISES, MODULES, SIGNATURES
from grader.errors import GraderError
from grader.inputs import recorded as record
from grader.instructor.stubs import make_stub
from grader.jsonarrays import decode
from grader.judging.compare import tolerance


@pytest.mark.parametrize("module", MODULES.values())
def test_committed_stubs_match_the_solutions(module):
    source = (ROOT / "solutions" / f"{module}.py").read_text(encoding="utf-8")
    committed = (ROOT / "exercises" / f"{module}.py").read_text(encoding="utf-8")
    assert committed == make_stub(source), "exercises/ drifted: run `python -m grader stubs`"


@pytest.mark.parametrize("module", MODULES.values())
def test_stubs_keep_docstrings_and_hide_solutions(module):
    solution = ast.parse((ROOT / "solutions" / f"{module}.py").read_text(encoding="utf-8"))
    stub_source = (ROOT / "exercises" / f"{module}.py").read_text(encoding="utf-8")
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
    from grader.inputs import reference

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
    fresh = json.loads(json.dumps(record.recording()))  # as `python -m grader record` writes it
    stored = json.loads(record.DATA.read_text(encoding="utf-8"))
    assert fresh["format"] == stored["format"]
    names = [[(c["func"], c["label"]) for c in data["cases"]] for data in (fresh, stored)]
    assert names[0] == names[1], "the public cases changed: re-record with `python -m grader record`"
    for new, old in zip(fresh["cases"], stored["cases"]):
        inputs = {key: value for key, value in new.items() if key != "expected"}
        assert inputs == {key: value for key, value in old.items() if key != "expected"}, (
            f"{new['func']} ({new['label']}): the recorded inputs drifted: re-record with `python -m grader record`")
        want, got = decode(new["expected"]), decode(old["expected"])
        scales = [new["scale"], new["weights_scale"]]
        for x, y, scale in zip(want if isinstance(want, tuple) else [want], got if isinstance(got, tuple) else [got],
                               scales, strict=False):
            # Another CPU (OpenBLAS picks other kernels on AMD EPYC) may round float32 one ULP
            # apart: the grader's own tolerance for the dtype, never a fixed 1e-12.
            assert x.dtype == y.dtype and x.shape == y.shape, (new["func"], new["label"])
            rtol, atol = tolerance(str(x.dtype), scale)
            np.testing.assert_allclose(x, y, rtol=rtol, atol=atol, err_msg=f"{new['func']} ({new['label']})")


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
