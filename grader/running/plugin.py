"""The pytest plugin that turns check functions into graded results.

Checks are ordinary pytest tests under ``grader/checks/`` (files ``check_*.py``), each
marked with :func:`check` and parametrized over ``track``. A :class:`GradingPlugin` (one
per submission) gives them the ``student`` fixture (the seam to the worker) and the
reference, selects public or all checks, and records one :class:`CheckResult` per test.
Pytest's own report is never shown to students: it would print check source and expected
arrays.

One pytest session (:class:`_Session`, the plugin pytest sees) collects the checks once
and runs them for each submission's GradingPlugin in turn: :func:`one_session` keeps it
open while a whole batch is graded, so that pytest's start and the collection are paid
once per grader run, not once per submission. Every submission's checks run from a clean
slate all the same: each run ends with ``nextitem=None``, which tears every fixture down.
"""

from __future__ import annotations

import contextlib
import io
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

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
    """One submission's checks: what they get (its worker, the reference), which of them
    run, and their results. The session's fixtures and hooks hand over to it."""

    def __init__(
        self,
        submission: Submission,
        *,
        include_hidden: bool,
        solutions: Path = DEFAULT_SOLUTIONS,
        exercises: set[str] | None = None,
        tracks: set[str] | None = None,
        keep_ledger: bool = False,
    ) -> None:
        self.submission = submission
        self.include_hidden = include_hidden
        self.solutions_dir = solutions
        self.exercises = exercises
        self.tracks = tracks
        self.results: dict[str, CheckResult] = {}
        self.hidden_points: dict[tuple[str, str], float] = {}
        self.checks = CHECKS  # the folder of checks; its hidden/ subfolder holds the hidden ones
        if not keep_ledger:  # a probe (grader.running.probes) adds to the run's own notes
            ledger.start()

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

    def select(self, items: list[pytest.Item]) -> list[pytest.Item]:
        """The checks of ``items`` this submission runs, in order; records a result for each
        (and the points of the hidden checks a self-check leaves out)."""
        keep = []
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
                continue
            if info["hidden"] and not self.include_hidden:
                key = (info["exercise"], track)
                self.hidden_points[key] = self.hidden_points.get(key, 0.0) + info["points"]
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
        return keep

    def setup(self) -> None:
        self.submission.reset_breakers()

    def teardown(self) -> None:
        self.submission.drain()  # a check's calls sent ahead of its failure, read while their time is fresh

    def record(self, item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> None:
        """A phase of a check (setup, call, teardown) into its result."""
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


_ARGS = ["-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:logging", "-p", "no:unraisableexception",
         "-p", "no:threadexception", "-p", "no:faulthandler", *_UNUSED_PLUGINS, "--noconftest", "-q", "--tb=no"]


class _Session:
    """The plugin pytest sees: it collects the checks once and, when pytest would run them,
    calls ``body`` instead, which runs them for one submission's :class:`GradingPlugin` after
    another (:meth:`run`). Its fixtures and hooks hand over to the plugin being run."""

    def __init__(self, body: Callable[[_Session], None], stdout: Any) -> None:
        self.body = body
        self.stdout = stdout  # the output outside the checks (the grader's own, such as its progress)
        self.sink = io.StringIO()  # pytest's own output, which no one reads
        self.items: list[pytest.Item] = []
        self.current: GradingPlugin | None = None
        self.error: BaseException | None = None
        self.ran = False

    def _now(self) -> GradingPlugin:
        if self.current is None:
            raise RuntimeError("a check ran outside a submission's run")
        return self.current

    # -- fixtures -------------------------------------------------------------------------
    @pytest.fixture
    def student(self, track: str) -> Any:
        return self._now().submission.track(track)

    @pytest.fixture
    def solutions(self) -> Path:
        return self._now().solutions_dir

    @pytest.fixture
    def grading(self) -> bool:
        """True when grading (hidden checks included), False in a student's self-check."""
        return self._now().include_hidden

    @pytest.fixture
    def confirm(self, student: Any, track: str) -> Any:
        """``confirm(*published)``: see :meth:`GradingPlugin.confirm`."""
        return self._now().confirm(student, track)

    # -- hooks ----------------------------------------------------------------------------
    def pytest_configure(self, config: pytest.Config) -> None:
        config.addinivalue_line("markers", "attnkit_check: a graded check")

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self.items = list(items)  # each submission selects its own (GradingPlugin.select)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        if session.testsfailed:
            raise session.Interrupted(f"{session.testsfailed} error(s) while collecting the checks")
        try:
            with contextlib.redirect_stdout(self.stdout):
                self.body(self)
            self.ran = True
        except BaseException as err:  # noqa: BLE001 - raised again once pytest has closed the session
            self.error = err
        return True

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self._now().setup()

    def pytest_runtest_teardown(self, item: pytest.Item) -> None:
        self._now().teardown()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        outcome = yield
        self._now().record(item, call, outcome.get_result())

    # -- running --------------------------------------------------------------------------
    def run(self, plugin: GradingPlugin, *, verbose: bool = False) -> float:
        """Run ``plugin``'s checks; returns the seconds they took. The last check runs with no
        check after it, so pytest tears every fixture down: the next submission starts clean."""
        started = time.perf_counter()
        items = plugin.select(self.items)
        before = self.sink.tell()
        self.current = plugin
        try:
            with contextlib.redirect_stdout(self.sink):
                for i, item in enumerate(items):
                    getattr(item, "_report_sections", []).clear()  # captured output of an earlier run
                    item.ihook.pytest_runtest_protocol(item=item, nextitem=items[i + 1] if i + 1 < len(items) else None)
        finally:
            self.current = None
            reporter = items[0].config.pluginmanager.get_plugin("terminalreporter") if items else None
            if reporter is not None:
                reporter.stats.clear()  # its reports of every check of every submission: memory, not news
        if verbose:
            print(self.sink.getvalue()[before:])
        return time.perf_counter() - started


_OPEN: list[_Session] = []
"""The session :func:`one_session` keeps open, while it is."""

T = TypeVar("T")


def _in_session(checks: Path, body: Callable[[_Session], None]) -> None:
    """One pytest session of the checks in ``checks``, with ``body`` in place of its test loop."""
    session = _Session(body, sys.stdout)
    args = [str(checks), "-c", str(checks / "pytest.ini"), "--rootdir", str(checks), *_ARGS]
    with contextlib.redirect_stdout(session.sink):
        code = pytest.main(args, plugins=[session])
    if session.error is not None:
        raise session.error
    if code not in (0, 1, 5) or not session.ran:
        raise RuntimeError(f"pytest could not run the checks (exit {code}):\n{session.sink.getvalue()[-3000:]}")


def one_session(body: Callable[[], T]) -> T:
    """``body()``, with every :func:`run_checks` it makes run in one pytest session of the
    checks (within an open one, in that one)."""
    if _OPEN:
        return body()
    answer: list[T] = []

    def inside(session: _Session) -> None:
        _OPEN.append(session)
        try:
            answer.append(body())
        finally:
            _OPEN.pop()

    _in_session(CHECKS, inside)
    return answer[0]


def run_checks(plugin: GradingPlugin, *, verbose: bool = False) -> float:
    """Run one submission's checks (in the open session, or in one of their own); returns
    the seconds they took."""
    return one_session(lambda: _OPEN[-1].run(plugin, verbose=verbose))


def collect_points(checks: Path = CHECKS) -> tuple[dict[tuple[str, str], float], dict[tuple[str, str], float]]:
    """Public and hidden points per (exercise, track), without running a check."""
    plugin = GradingPlugin(None, include_hidden=True)  # type: ignore[arg-type]
    plugin.checks = checks
    def select(session: _Session) -> None:
        plugin.select(session.items)

    _in_session(checks, select)
    points: dict[bool, dict[tuple[str, str], float]] = {False: {}, True: {}}
    for r in plugin.results.values():
        split = points[r.hidden]
        split[(r.exercise, r.track)] = split.get((r.exercise, r.track), 0.0) + r.points
    return points[False], points[True]
