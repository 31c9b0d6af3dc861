"""What student code may use, and which template a worker starts from: plain data,
importable on any interpreter (the command line reads its defaults before it knows
whether workers can start here)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """Limits for student code. Defaults let a naive pure-Python loop solution pass."""

    call_seconds: float = 20.0
    import_seconds: float = 30.0
    memory_bytes: int = 2 * 1024**3
    output_bytes: int = 64 * 1024
    submission_seconds: float = 600.0  # budget for all calls of one submission
    # Once a call of a submission has timed out, its later calls get this many times the
    # reference's time on the same input, at least after_timeout_floor seconds (never more
    # than call_seconds): an endless loop then costs a fraction of a second per check.
    after_timeout_factor: float = 1000.0
    after_timeout_floor: float = 0.1
    # Those limits count the call's CPU time, measured by the worker; the grader's wall
    # clock waits this much longer, for code the worker cannot stop itself (a sleep).
    after_timeout_wall_grace: float = 2.0
    # Without the reference (the self-check), the same rule measures against this
    # submission's slowest finished call instead.
    after_timeout_slowest_factor: float = 20.0
    after_timeout_slowest_floor: float = 2.0
    sandbox: bool = True  # use the Linux sandbox where it can run (grader.isolation.sandbox)


STARTS = ("full", "quick", "numpy")
"""What a template imports and warms up before it forks (see :class:`Template`)."""

SELF_CHECK_STARTS = {"numpy": "numpy", "torch": "quick"}
"""The template each track's worker is forked from in a self-check or explore (by track)."""
