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
    respawned), so one worker per core leaves cores idle (two more than the cores were slower
    in CI, 20 min against 18, on its two cores); the corpus's grader runs take ``--jobs 1``
    for the same reason. The time limits the tests set are wall-clock limits
    of seconds on calls that take milliseconds, or CPU-time limits, so a busier machine
    does not move a grade (the whole suite also passes beside other graders' load)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        cores = os.cpu_count() or 1
    return cores + 1


LONGEST_FIRST = ("test_loops.py", "test_nbgrader.py", "test_platforms.py", "test_cli.py", "test_faults_spawn.py",
                 "test_faults.py", "test_shards.py", "test_probe_memo.py", "test_security.py", "test_fast_run.py",
                 "test_gradescope.py")
"""Test modules that each keep one xdist worker for a minute or more (one scope of
``--dist loadscope``: their tests share a module's fixtures), longest first, as measured in
CI. They go out first: sent last, as xdist's own order (the scopes with the most tests
first) sent them, they ran on alone for minutes after the corpus's many short scopes were
done. A module missing from this list only loses its head start. (test_fast_run.py is one
test of 20 s: sent last, it kept one worker busy alone at the end.)"""


def pytest_configure(config: pytest.Config) -> None:
    """``--dist loadscope`` sends the scopes in the order ``pytest_collection_modifyitems``
    leaves them (xdist's own reordering, by number of tests, is turned off)."""
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long modules first (``LONGEST_FIRST``), then every other scope (a module, or a
    class: each corpus part) with the most tests first, as xdist would order them; the tests
    of one scope keep their order."""
    def scope(item: pytest.Item) -> str:
        return item.nodeid.split("[", 1)[0].rsplit("::", 1)[0]

    sizes: dict[str, int] = {}
    for item in items:
        sizes[scope(item)] = sizes.get(scope(item), 0) + 1
    first = {name: rank for rank, name in enumerate(LONGEST_FIRST)}

    def rank(item: pytest.Item) -> tuple[int, int]:
        module = Path(item.nodeid.split("::", 1)[0]).name
        return (first.get(module, len(first)), -sizes[scope(item)])

    items.sort(key=rank)  # stable: a scope's tests stay together and in order


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
