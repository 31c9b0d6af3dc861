"""The fault submissions of ``test_faults.py``, graded on workers spawned afresh (macOS's
and Windows' way) instead of forked: the same tests, a module of their own so that
``--dist loadscope`` grades the two ways on different xdist workers."""

from __future__ import annotations

import inspect

import test_faults

graded = test_faults.graded_with("spawn")

globals().update({name: test for name, test in vars(test_faults).items()  # every test that reads the graded run
                  if name.startswith("test_") and "graded" in inspect.signature(test).parameters})
