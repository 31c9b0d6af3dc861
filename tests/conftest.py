"""Fixtures, and the number of xdist workers ``-n auto`` starts; the helpers tests share
are in ``helpers.py``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from helpers import build_submission


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker more than the cores. Most tests wait on a grader in a
    subprocess, and many of those on a submission's time limit (a loop, a worker that is
    respawned), so one worker per core leaves cores idle; the corpus's grader runs take
    ``--jobs 1`` for the same reason. The time limits the tests set are wall-clock limits
    of seconds on calls that take milliseconds, or CPU-time limits, so a busier machine
    does not move a grade (the whole suite also passes beside other graders' load)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        cores = os.cpu_count() or 1
    return cores + 1


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
