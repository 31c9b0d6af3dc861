"""Feedback-only runs of the checks of functions that a graded exercise calls.

``--exercise heads`` grades attention and the other heads functions alone. When attention
fails only because the student's own mask_scores (exercise 3) is wrong, that run never saw
mask_scores fail: the feedback could only say what attention shows (wrong with a mask),
never where the slip is. So, after the grade is settled, the checks of each contract
function that a failing function calls (directly or through others), and whose exercise
this run left out, run once more as probes: the public ones in a self-check, all of them
when grading, so that the root is judged on as many cases as a run of every exercise would
judge it. Their results go to the diagnosis engine alone, which can then lead with the
root: "attention fails because your mask_scores fails; fix exercise 3 first".

Probes are never scored, shown or saved: :func:`grader.running.session.grade_folder`
builds the grade from the run's own results before they start, and hands the probes to
:func:`grader.judging.explain.explain` only. A run of every exercise, or one with nothing
failing, runs none (a right submission pays nothing).
"""

from __future__ import annotations

from grader.calls.student import Submission
from grader.contract import EXERCISE_BY_KEY, EXERCISE_OF, SIGNATURES
from grader.errors import CheckFailure
from grader.judging.rules import reached_from
from grader.outcomes import CheckResult
from grader.running.plugin import GradingPlugin, run_checks


def exercises_called(results: list[CheckResult], source_of: dict[str, str], ran: set[str]) -> dict[str, set[str]]:
    """For each track with a failing check: the exercises left out of this run (not in
    ``ran``) whose functions the failing exercises' functions call, directly or through
    the student's other functions (read from the student's source)."""
    wanted: dict[str, set[str]] = {}
    for track in sorted({r.track for r in results if r.status == "failed"}):
        source = source_of.get(track, "")
        if not source:
            continue
        failing = [f for r in results if r.status == "failed" and r.track == track
                   for f in EXERCISE_BY_KEY[r.exercise].functions]
        seen = reached_from(source, list(dict.fromkeys(failing)))
        left_out = {EXERCISE_OF[f].key for f in seen if f in SIGNATURES[track] and f in EXERCISE_OF} - ran
        if left_out:
            wanted[track] = left_out
    return wanted


def probe_callees(plugin: GradingPlugin, results: list[CheckResult]) -> list[CheckResult]:
    """The results of the checks (of the run's kind: public, or all) of the functions the
    failing ones call, where this run left their exercises out (``--exercise``); [] when it
    ran every exercise or nothing failed. Feedback only: a probe that cannot run gives no
    results, never an error."""
    if plugin.exercises is None or not any(r.status == "failed" for r in results):
        return []
    submission: Submission = plugin.submission
    source_of: dict[str, str] = {}
    for track in {r.track for r in results if r.status == "failed"}:
        try:
            source_of[track] = submission.track(track).source()
        except CheckFailure:
            source_of[track] = ""
    probes: list[CheckResult] = []
    for track, exercises in exercises_called(results, source_of, set(plugin.exercises)).items():
        probe = GradingPlugin(submission, include_hidden=plugin.include_hidden, solutions=plugin.solutions_dir,
                              exercises=exercises, tracks={track}, keep_ledger=True)
        try:
            run_checks(probe)
        except Exception:  # noqa: BLE001 - feedback only: a probe that fails to run says nothing
            continue
        probes += probe.results.values()
    return probes
