"""Fixtures only; the helpers tests share are in ``helpers.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import build_submission


@pytest.fixture
def submission(tmp_path):
    """``submission(name, numpy=extra_code, torch=extra_code)``: the reference plus patches."""

    def make(name: str, *, numpy: str = "", torch: str = "") -> Path:
        return build_submission(tmp_path / name, numpy=numpy, torch=torch)

    return make


@pytest.fixture(params=["fork", "spawn"])
def workers(request, monkeypatch):
    """Run the test on both ways of starting workers (``grader.isolation.capabilities``):
    the fork template, and the portable path every platform has. Graders the test starts
    inherit ``ATTNKIT_WORKERS``."""
    from grader.isolation import capabilities

    if request.param == "fork" and capabilities.fork_missing():
        pytest.skip("this Python cannot fork workers from a template: " + "; ".join(capabilities.fork_missing()))
    monkeypatch.setenv("ATTNKIT_WORKERS", request.param)
    return request.param
