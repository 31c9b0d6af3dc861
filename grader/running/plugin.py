"""The pytest plugin that turns check functions into graded results.

Checks are ordinary pytest tests under ``grader/checks/`` (files ``check_*.py``), each
marked with :func:`check` and parametrized over ``track``. The plugin gives them the
``student`` fixture (the seam to the worker) and the reference, selects public or all
checks, and records one :class:`CheckResult` per test. Pytest's own report is never
shown to students: it would print check source and expected arrays.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from grader.calls.student import Submission
from grader.contract import SIGNATURES, TRACKS
from grader.errors import CheckFailure
from grader.inputs.cases import Case, fresh_like, kind_of
from grader.judging import ledger
from grader.judging.compare import expect_reference
from grader.kit import DEFAULT_SOLUTIONS
from grader.outcomes import CheckResult
from grader.running.layout import CHECKS, is_hidden_check_file, recorded_hidden_points


def _title(item: pytest.Item) -> str:
    doc = (getattr(item, "function", None).__doc__ or item.name).strip().splitlines()[0]  # type: ignore[union-attr]
    callspec = getattr(item, "callspec", None)
    params = dict(callspec.params) if callspec is not None else {}
    try:
        return doc.format(**params)
    except (KeyError, IndexError):
        return doc


def _untraced(excinfo: pytest.ExceptionInfo[BaseException]) -> str:
    """A failed check's report text for pytest: the exception alone, without a traceback."""
    return f"{excinfo.typename}: {excinfo.value}"


class GradingPlugin:
    """Registered with ``pytest.main(plugins=[...])`` for one submission."""

    def __init__(
        self,
        submission: Submission,
        *,
        include_hidden: bool,
        solutions: Path = DEFAULT_SOLUTIONS,
        exercises: set[str] | None = None,
        tracks: set[str] | None = None,
    ) -> None:
        self.submission = submission
        self.include_hidden = include_hidden
        self.solutions_dir = solutions
        self.exercises = exercises
        self.tracks = tracks
        self.results: dict[str, CheckResult] = {}
        self.hidden_points: dict[tuple[str, str], float] = {}
        self.checks = CHECKS  # the folder of checks; its hidden/ subfolder holds the hidden ones
        ledger.start()

    # -- fixtures -------------------------------------------------------------------------
    @pytest.fixture
    def student(self, track: str) -> Any:
        return self.submission.track(track)

    @pytest.fixture
    def solutions(self) -> Path:
        return self.solutions_dir

    @pytest.fixture
    def grading(self) -> bool:
        """True when grading (hidden checks included), False in a student's self-check."""
        return self.include_hidden

    @pytest.fixture
    def confirm(self, student: Any, track: str) -> Any:
        """``confirm(*published)`` at the end of a public check: when grading, the function
        must also agree with the live reference on fresh inputs of the same kind as the
        published cases (:func:`grader.inputs.cases.kind_of`: the same dtypes, numbers of
        axes and mask types), so that a table of the published cases earns nothing. In a
        self-check it does nothing."""

        def run(*published: Case) -> None:
            if not self.include_hidden:
                return
            kinds = list({kind_of(case): case for case in published}.values())
            fresh = [case for position, like in enumerate(kinds) for case in
                     fresh_like(like, max(1, 3 // len(kinds)), 7000 + 100 * sorted(SIGNATURES[track]).index(like.func)
                                + position)]
            if fresh:
                student.plan(fresh[0].func, [(case.args, case.kwargs) for case in fresh])
            for case in fresh:
                got = student.call(case.func, *case.args, **case.kwargs).result
                try:
                    expect_reference(got, func=case.func, track=track, case=case, solutions=self.solutions_dir)
                except CheckFailure as failure:
                    raise failure.reworded(
                        f"right on the published inputs, but on fresh inputs of the same kind: {failure.reason}"
                    ) from None

        return run

    def _wanted(self, exercise: str, track: str) -> bool:
        return (self.exercises is None or exercise in self.exercises) and (self.tracks is None or track in self.tracks)

    # -- hooks ----------------------------------------------------------------------------
    def pytest_configure(self, config: pytest.Config) -> None:
        config.addinivalue_line("markers", "attnkit_check: a graded check")

    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        keep, drop = [], []
        for item in items:
            mark = item.get_closest_marker("attnkit_check")
            track = item.callspec.params.get("track") if hasattr(item, "callspec") else None
            if mark is None or track is None:
                raise RuntimeError(f"{item.nodeid} is not a graded check (missing @check or track)")
            info = mark.kwargs
            if info["hidden"] != is_hidden_check_file(Path(str(item.path)), self.checks / "hidden"):
                raise RuntimeError(
                    f"{item.nodeid}: hidden checks live in grader/checks/hidden/ and only there (the"
                    " student release leaves that folder out); move it or fix its hidden= flag"
                )
            if not self._wanted(info["exercise"], track):
                drop.append(item)
                continue
            if info["hidden"] and not self.include_hidden:
                key = (info["exercise"], track)
                self.hidden_points[key] = self.hidden_points.get(key, 0.0) + info["points"]
                drop.append(item)
                continue
            keep.append(item)
            # pytest formats a traceback for every failed check (even with --tb=no), and no one
            # reads it: the result is built from the exception itself (pytest_runtest_makereport)
            item.repr_failure = _untraced  # type: ignore[method-assign,assignment]
            self.results[item.nodeid] = CheckResult(
                id=item.nodeid.split("::", 1)[-1],
                exercise=info["exercise"],
                track=track,
                title=_title(item),
                points=info["points"],
                hidden=info["hidden"],
                voids_exercise=info["voids_exercise"],
            )
        if not (self.checks / "hidden").is_dir():  # a student release: the hidden checks' points were recorded
            for (exercise, track), points in recorded_hidden_points().items():
                if self._wanted(exercise, track):
                    self.hidden_points[(exercise, track)] = points
        if not self.include_hidden:
            # The self-check forks the NumPy track's worker from a template without torch, so
            # its checks run first, while the torch track's template still imports torch. The
            # tracks' workers share nothing; only the submission's time budget is shared, so
            # the order could decide which checks a submission that spends all of it loses.
            # Grading keeps the collected order.
            keep.sort(key=lambda item: TRACKS.index(self.results[item.nodeid].track))
        items[:] = keep
        config.hook.pytest_deselected(items=drop)

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.submission.reset_breakers()

    def pytest_runtest_teardown(self, item: pytest.Item) -> None:
        self.submission.drain()  # a check's calls sent ahead of its failure, read while their time is fresh

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        outcome = yield
        report = outcome.get_result()
        result = self.results.get(item.nodeid)
        if result is None:
            return
        if call.when == "call":
            result.seconds = call.duration
        if call.excinfo is None:
            if call.when == "call" and report.passed:
                result.status = "passed"
            return
        exc = call.excinfo.value
        if isinstance(exc, CheckFailure):
            result.status = "failed"
            result.reason = exc.reason
            result.kind = exc.kind
            result.hint = exc.hint or ""
            result.evidence = exc.evidence
            notes = getattr(exc, "__notes__", [])
            if notes and not result.hidden:
                result.example = "\n".join(notes)[:3000]
            if not result.hidden:  # a hidden check's arrays would show its inputs' answers
                result.arrays = exc.arrays
        else:
            result.status = "error"
            result.kind = "grader-error"
            result.reason = (
                f"the grader failed while running this check ({type(exc).__name__}: {exc})."
                " This is a bug in the grader, not in your code; please report it."
            )[:2000]


_UNUSED_PLUGINS = [arg for name in ("anyio", "hypothesispytest", "xdist", "xdist.looponfail", "platformdirs")
                   for arg in ("-p", f"no:{name}")]
"""Installed pytest plugins that no check uses: each would be imported and called around
every check of every submission (anyio alone takes a third of a second to import)."""


def run_checks(plugin: GradingPlugin, *, verbose: bool = False) -> float:
    """Run the checks in one pytest session; returns the seconds it took."""
    import contextlib
    import io

    args = [
        str(CHECKS), "-c", str(CHECKS / "pytest.ini"), "--rootdir", str(CHECKS),
        "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:logging", "-p", "no:unraisableexception",
        "-p", "no:threadexception", "-p", "no:faulthandler", *_UNUSED_PLUGINS, "--noconftest", "-q", "--tb=no",
    ]
    started = time.perf_counter()
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink):
        code = pytest.main(args, plugins=[plugin])
    if verbose:
        print(sink.getvalue())
    if code not in (0, 1, 5):
        raise RuntimeError(f"pytest could not run the checks (exit {code}):\n{sink.getvalue()[-3000:]}")
    return time.perf_counter() - started


def collect_points(checks: Path = CHECKS) -> tuple[dict[tuple[str, str], float], dict[tuple[str, str], float]]:
    """Public and hidden points per (exercise, track), without running a check."""
    import contextlib
    import io

    plugin = GradingPlugin(None, include_hidden=True)  # type: ignore[arg-type]
    plugin.checks = checks
    args = [str(checks), "-c", str(checks / "pytest.ini"), "--rootdir", str(checks), "-p", "no:cacheprovider",
            *_UNUSED_PLUGINS, "--noconftest", "-q", "--collect-only"]
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink):
        code = pytest.main(args, plugins=[plugin])
    if code != 0:
        raise RuntimeError(f"pytest could not collect the checks (exit {code}):\n{sink.getvalue()[-3000:]}")
    points: dict[bool, dict[tuple[str, str], float]] = {False: {}, True: {}}
    for r in plugin.results.values():
        split = points[r.hidden]
        split[(r.exercise, r.track)] = split.get((r.exercise, r.track), 0.0) + r.points
    return points[False], points[True]
