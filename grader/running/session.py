"""Grade one submission folder: start its worker, run the checks, score them."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from grader.calls.student import Submission
from grader.contract import TRACKS
from grader.errors import CheckFailure, GraderError, SubmissionError
from grader.inputs import reference
from grader.isolation.runner import Limits
from grader.judging.explain import explain
from grader.judging.scoring import score
from grader.kit import DEFAULT_SOLUTIONS, hidden_folders
from grader.outcomes import CheckResult, Graded
from grader.running.experiment import experiment_data
from grader.running.plugin import GradingPlugin, one_session, run_checks
from grader.running.probes import probe_callees


def reference_timer(solutions: Path) -> Any:
    """Seconds the reference takes on a call (the smaller of two runs), for the time
    limits of a submission that has timed out (``Submission.call_limit``)."""

    def seconds(track: str, func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> float:
        best = float("inf")
        for _ in range(2):
            started = time.perf_counter()
            reference.run(track, func, args, kwargs, solutions)
            best = min(best, time.perf_counter() - started)
        return best

    return seconds


def sources(submission: Submission, results: list[CheckResult]) -> dict[str, str]:
    """The student's source of each track with a failing check ("" where it cannot be read)."""
    out = {}
    for track in {r.track for r in results if r.status == "failed"}:
        try:
            out[track] = submission.track(track).source()
        except CheckFailure:
            out[track] = ""
    return out


def grade_folder(
    folder: Path,
    *,
    include_hidden: bool,
    solutions: Path = DEFAULT_SOLUTIONS,
    limits: Limits | None = None,
    exercises: set[str] | None = None,
    tracks: set[str] | None = None,
    hide: list[Path] = (),  # type: ignore[assignment]
    verbose: bool = False,
    experiment: bool = False,
) -> Graded:
    """Run the checks on ``folder``; hidden checks need the reference in ``solutions``.

    With ``experiment`` it also runs the lesson's experiment on the submission's functions
    (after every check, so it cannot change a grade) for the HTML report.

    The sandbox (where it can run) hides ``hide``, the reference, the grader's own checks
    and tests, and the folder holding the other submissions from the student's code.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise SubmissionError(f"submission folder {folder} does not exist or is not a folder")
    if include_hidden and not reference.available(solutions):
        raise GraderError(
            f"hidden checks need the reference solutions in {solutions} (numpy_core.py and"
            " torch_core.py); pass --solutions DIR or run `check` for the public checks only"
        )
    timer = reference_timer(solutions) if include_hidden else None
    submission = Submission(folder, limits, hide=[*hidden_folders(solutions), *hide], reference_seconds=timer,
                            quick_start=not include_hidden, tracks=TRACKS if tracks is None else tracks)
    if include_hidden:  # import the graded tracks' reference (and torch) while the worker template starts
        for track in TRACKS if tracks is None else [t for t in TRACKS if t in tracks]:
            reference.load(track, solutions)
    plugin = GradingPlugin(
        submission, include_hidden=include_hidden, solutions=solutions, exercises=exercises, tracks=tracks
    )
    try:
        def checked() -> tuple[float, list[CheckResult], list[CheckResult]]:
            seconds = run_checks(plugin, verbose=verbose)
            results = list(plugin.results.values())  # the grade is settled before the probes and the experiment
            try:
                return seconds, results, probe_callees(plugin, results)  # feedback only: never scored or shown
            except Exception:  # noqa: BLE001 - a probe that cannot run leaves the feedback as it was
                return seconds, results, []

        seconds, results, probes = one_session(checked)  # the probes run in the checks' pytest session
        try:
            explain(results + probes, sources(submission, results + probes))
        except Exception:  # noqa: BLE001 - diagnoses are feedback only: a bug there must never cost a grade
            for r in results:
                r.diagnosis, r.root = "", ""
        data = experiment_data(submission, tuple(t for t in TRACKS if tracks is None or t in tracks)) if experiment else None
    finally:
        submission.close()
    return Graded(folder, results, score(results, plugin.hidden_points), include_hidden, seconds, experiment=data)
