"""The fast run that README.md and CONTRIBUTING.md show leaves out the tests marked slow, and only those.

CI runs the README's test command, which runs every test; running the fast run's tests a
second time there only cost minutes. This test runs the fast run's own command with
``--collect-only`` instead: it still fails if the marker expression stops parsing, selects
nothing, or lets a slow test in.
"""

from __future__ import annotations

import shlex
import subprocess
import sys

import pytest
from helpers import ROOT

FAST_RUN = 'python -m pytest -m "not slow" -n auto'
"""The command as the docs show it."""


def _collected(*args: str) -> set[str]:
    run = subprocess.run([sys.executable, "-m", "pytest", *args, "--collect-only", "-q", "-p", "no:cacheprovider"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    return {line for line in run.stdout.splitlines() if "::" in line}


@pytest.mark.slow
def test_the_fast_run_collects_every_test_not_marked_slow():
    fast = _collected(*shlex.split(FAST_RUN)[3:])  # what follows "python -m pytest", as a shell passes it
    slow = _collected("-m", "slow")
    everything = _collected()
    assert fast and slow, "the fast run or the slow tests select nothing"
    assert not fast & slow and fast | slow == everything
