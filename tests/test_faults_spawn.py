"""The fault submissions of ``test_faults.py`` whose handling depends on how a worker
starts (it loops, exits, crashes, runs out of memory, floods or forges the pipes, reads
the answers, or switches off the recorder that lives in its process), graded on workers
spawned afresh (macOS's and Windows' way) instead of forked: the same tests, a module of
their own so that ``--dist loadscope`` grades the two ways on different xdist workers.
The faults that only the checks see (a wrong return type or signature, a syntax error, a
missing function, numpy patched in the worker) are graded once, forked: a spawned worker
costs a few seconds of imports each time, and these would test the checks again, not
the workers."""

from __future__ import annotations

import inspect

import pytest
import test_faults

SPAWNED = ("loop", "exit_at_import", "loop_at_import", "sys_exit", "segfault", "memory_hog", "chatty",
           "forged_answer", "disables_recorder", "reads_answers")
graded = test_faults.graded_with("spawn", SPAWNED)

_CHECKS_ONLY = ("test_a_wrong_return_type_is_named", "test_a_syntax_error_costs_its_track_only",
                "test_patching_numpy_in_the_submission_earns_nothing", "test_a_broken_function_fails_alone_with_a_reason")
globals().update({name: test for name, test in vars(test_faults).items()  # every test that reads the graded run
                  if name.startswith("test_") and "graded" in inspect.signature(test).parameters
                  and name not in _CHECKS_ONLY})


@pytest.mark.slow
@pytest.mark.parametrize("name,exercise,reason", [b for b in test_faults.BROKEN if b[0] in SPAWNED])
def test_a_broken_function_fails_alone_with_a_reason(graded, name, exercise, reason):
    test_faults.test_a_broken_function_fails_alone_with_a_reason(graded, name, exercise, reason)
