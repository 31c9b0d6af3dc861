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

When grading, each track's probes run in a fresh worker (as a run of every exercise runs
those checks before the failing exercise's calls could leave state behind), and a probe
run that passed is kept (:mod:`grader.running.probe_memo`): the next submission of the
class whose module narrows to the same text gets its results without running it. The
self-check runs its probes in the track's own worker, and keeps nothing: a student's loop
grades one submission, and a second worker would cost it a start.
``ATTNKIT_PROBE_MEMO=off`` turns the memo off (``benchmarks/bench_probes.py`` compares).
"""

from __future__ import annotations

import os
from contextlib import nullcontext

from grader.calls.student import Submission
from grader.contract import EXERCISE_BY_KEY, EXERCISE_OF, SIGNATURES
from grader.errors import CheckFailure
from grader.judging import ledger
from grader.judging.rules import reached_from, scan_module_level, scan_source
from grader.outcomes import CheckResult
from grader.running import probe_memo
from grader.running.plugin import GradingPlugin, run_checks


def memo_on(include_hidden: bool) -> bool:
    """Whether probes are kept and read back: when grading, unless ``ATTNKIT_PROBE_MEMO=off``."""
    return include_hidden and os.environ.get("ATTNKIT_PROBE_MEMO", "on").strip().lower() not in ("off", "0", "no")


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
    fresh = plugin.include_hidden  # grading: a fresh worker, and the memo (unless turned off)
    for track, exercises in exercises_called(results, source_of, set(plugin.exercises)).items():
        key = _memo_key(plugin, track, exercises, source_of[track]) if memo_on(plugin.include_hidden) else None
        left = submission.limits.submission_seconds - submission.spent
        kept = probe_memo.recall(key, left)
        if kept is not None:
            found, notes, spent = kept
            ledger.add(notes)
            submission.spent += spent  # what the run would have used of the budget
            probes += found
            continue
        probe = GradingPlugin(submission, include_hidden=plugin.include_hidden, solutions=plugin.solutions_dir,
                              exercises=exercises, tracks={track}, keep_ledger=True)
        mark, spent = ledger.mark(), submission.spent
        try:
            with submission.fresh_track(track) if fresh else nullcontext():
                run_checks(probe)
        except Exception:  # noqa: BLE001 - feedback only: a probe that fails to run says nothing
            continue
        found = list(probe.results.values())
        probe_memo.keep(key, found, ledger.since(mark), submission.spent - spent)
        probes += found
    return probes


def _memo_key(plugin: GradingPlugin, track: str, exercises: set[str], source: str) -> str | None:
    """The memo's key for this track's probes: the narrowed module (what the probed functions
    can reach), what the forbidden-function check reads from the whole text, and what else
    the run depends on (the checks' kind, the reference, the limits)."""
    roots = [f for e in sorted(exercises) for f in EXERCISE_BY_KEY[e].functions]
    scans = (scan_module_level(source), [scan_source(source, f) for f in roots])
    return probe_memo.key(source, roots, track, sorted(exercises), plugin.include_hidden,
                          str(plugin.solutions_dir), plugin.submission.limits, scans)
