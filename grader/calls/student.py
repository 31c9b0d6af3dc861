"""The one seam between checks and student code.

Checks never import a student module. They ask a :class:`StudentTrack` to call a
function by name with NumPy arrays; the track sends the call to the worker (converting
arrays to tensors there for the torch track) and hands back a :class:`Returned` built
from plain data. Every way a call can go wrong becomes a :class:`CheckFailure` with a
reason the student can act on. A check that knows its next calls says so
(:meth:`StudentTrack.plan`), and their requests go ahead of their answers: the worker
runs one while the grader judges the one before, with every per-call rule kept.
"""

from __future__ import annotations

import ast
import time
from collections import deque
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from grader.calls.ahead import CallsAhead, Planned
from grader.calls.returned import Outcome, decode
from grader.contract import MODULES, SIGNATURES, TRACKS, lesson_for
from grader.errors import CheckFailure, Evidence, SubmissionError
from grader.intake.folders import find_module_file, read_source
from grader.intake.notebooks import PROBLEMS as NOTEBOOK_PROBLEMS
from grader.isolation import sandbox
from grader.isolation.runner import SELF_CHECK_STARTS, CallTimeout, Limits, WorkerDied
from grader.isolation.workers import AnyWorker, new_worker, prestart


class Submission:
    """One submission folder and the workers that run its code, one per track: what one
    track's code does (a crash, a timeout, module state) never reaches the other's."""

    def __init__(self, folder: Path, limits: Limits | None = None, hide: list[Path] = (),  # type: ignore[assignment]
                 reference_seconds: ReferenceTimer | None = None, quick_start: bool = False,
                 tracks: Collection[str] = TRACKS) -> None:
        """``quick_start``: fork the workers from the self-check's templates
        (``SELF_CHECK_STARTS``; never when grading, see ``grader.isolation.runner.Template``).
        The templates of ``tracks`` start now; another track's starts when it is called."""
        self.folder = Path(folder).resolve()
        self.reference_seconds = reference_seconds
        self.limits = limits or Limits()
        self.files = {t: find_module_file(self.folder, MODULES[t]) for t in TRACKS}
        # The worker gets the student's source over its pipe, so every folder can be hidden:
        # this one's parent holds the other submissions.
        self.plan = sandbox.plan([*hide, self.folder.parent], enabled=self.limits.sandbox)
        starts = SELF_CHECK_STARTS if quick_start else {t: "full" for t in TRACKS}
        for track in TRACKS:  # the templates import numpy and torch while the checks are collected
            if track in tracks:
                prestart(self.plan, starts[track])
        self.starts = starts
        self.tracks = {t: StudentTrack(self, t, new_worker(self.limits, self.plan, starts[t])) for t in TRACKS}
        self.spent = 0.0  # seconds of this submission's time budget used so far

    def track(self, track: str) -> StudentTrack:
        return self.tracks[track]

    def call_limit(self, track: str, func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[float, str]:
        """The time limit of one call, and how it was set. Until a call of this track of the
        submission times out, every call gets ``call_seconds``. After that, a call of the
        track gets ``after_timeout_factor`` times the reference's time on the same input
        (without the reference: ``after_timeout_slowest_factor`` times the track's slowest
        finished call, at least ``after_timeout_slowest_floor``), at least
        ``after_timeout_floor`` seconds: a loop that never ends costs each check that
        calls it a fraction of a second, not ``call_seconds``, and a function that loops
        on some inputs still returns on the others."""
        limits = self.limits
        student = self.tracks[track]
        if not student.timed_out:
            return limits.call_seconds, ""
        if self.reference_seconds is not None:
            try:
                reference = self.reference_seconds(track, func, args, kwargs)
            except Exception:  # noqa: BLE001 - an input the reference rejects at once: the floor applies
                reference = 0.0
            limit = max(limits.after_timeout_floor, limits.after_timeout_factor * reference)
            how = (f" (after an earlier call timed out, calls get {limits.after_timeout_factor:g} times the"
                   f" reference's time on the same input, at least {limits.after_timeout_floor:g} s)")
        else:
            limit = max(limits.after_timeout_slowest_floor, limits.after_timeout_slowest_factor * student.slowest)
            how = (f" (after an earlier call timed out, calls get {limits.after_timeout_slowest_factor:g} times this"
                   f" submission's slowest call, at least {limits.after_timeout_slowest_floor:g} s)")
        return min(limits.call_seconds, limit), how

    @contextmanager
    def fresh_track(self, track: str) -> Iterator[StudentTrack]:
        """While the block runs, ``track`` is a new worker that imports the module anew, with
        no timeout, crash or library call of the calls before it on record: what the block's
        calls give depends on the module's source alone (``grader.running.probes``). Then the
        track is the one it was; the budget is the submission's throughout."""
        kept = self.tracks[track]
        kept.drain()  # answers of calls sent ahead are read before the worker is set aside
        fresh = StudentTrack(self, track, new_worker(self.limits, self.plan, self.starts[track]))
        fresh._source = kept._source  # the text the key of the probes' memo was read from
        self.tracks[track] = fresh
        try:
            yield fresh
        finally:
            self.tracks[track] = kept
            fresh.worker.close()

    def reset_breakers(self) -> None:
        for track in self.tracks.values():
            track.broken.clear()

    def drain(self) -> None:
        """Read the answers of calls sent ahead that the check that planned them did not take."""
        for track in self.tracks.values():
            track.drain()

    def close(self) -> None:
        for student in self.tracks.values():
            student.worker.close()


ReferenceTimer = Callable[[str, str, tuple[Any, ...], dict[str, Any]], float]
"""(track, function, args, kwargs) -> seconds the reference takes on that call."""

STICKY = ("timeout", "crash", "not-implemented", "signature", "missing", "import", "budget")
"""Failures that do not depend on the input: later calls in the same check fail at once."""


class StudentTrack(CallsAhead):
    """Calls into one student module (``numpy_core`` or ``torch_core``)."""

    def __init__(self, submission: Submission, track: str, worker: AnyWorker) -> None:
        self.submission = submission
        self.track = track
        self.worker = worker  # runs this track's module, and nothing else
        self.timed_out = False  # a call of this track has run out of time
        self.slowest = 0.0  # seconds of its slowest call that finished
        self.module = MODULES[track]
        self.functions: dict[str, str | None] | None = None
        self.import_failure: CheckFailure | None = None
        self._source: str | None = None
        self.broken: dict[str, CheckFailure] = {}  # per check: timeouts and crashes stick
        self.generation = 0  # the worker generation that imported the module
        self.library_calls: dict[str, set[str]] = {}  # watched torch functions each function reached
        self._queued: deque[Planned] = deque()  # calls a check will make next, not sent yet
        self._posted: deque[Planned] = deque()  # sent ahead, their answers not read yet
        self._answered_at = 0.0  # when the last answer was read: the worker then starts the next

    # -- module level -------------------------------------------------------------------
    def _loaded(self) -> dict[str, str | None]:
        if self.import_failure is not None:
            raise self.import_failure
        path = self.submission.files[self.track]
        if self.functions is not None and path is not None:
            # A restarted worker (after a timeout or crash) has not imported the module yet:
            # import it again under the import time limit, not the call's.
            if self.worker.ensure_started() == self.generation:
                return self.functions
        if path is None:
            notes = self.submission.folder / NOTEBOOK_PROBLEMS
            if notes.is_file():  # the submission was notebooks: say what was wrong with them
                why = (f"the submitted notebooks gave no {self.track} code: "
                       + notes.read_text(errors="replace", encoding="utf-8").strip().replace("\n", "; ")[:1500]
                       + f". Submit {self.module}.ipynb with your answers in its answer cells.")
            else:
                why = (f"{self.module}.py was not found in {self.submission.folder} (looked there and"
                       f" in its exercises/ folder). Put your {self.track} solution in {self.module}.py.")
            self.import_failure = CheckFailure(why, kind="missing")
            raise self.import_failure
        try:
            source = self.source()
            header = self._request(
                {"op": "import", "module": self.module, "path": path.name, "source": source,
                 "functions": list(SIGNATURES[self.track])},
                [],
                self.submission.limits.import_seconds,
                f"importing {self.module}.py",
            )
        except CheckFailure as failure:
            self.import_failure = failure
            raise
        if not header.get("ok"):
            err = header.get("raised", {})
            others = [m for t, m in MODULES.items() if t != self.track and f"'{m}'" in str(err.get("message", ""))]
            alone = (f" Each track's file runs on its own, so {self.module}.py cannot import {others[0]}:"
                     " copy what you need into it." if err.get("type") == "ModuleNotFoundError" and others else "")
            self.import_failure = CheckFailure(
                f"importing {self.module}.py raised {err.get('type')}: {err.get('message')}"
                f" ({err.get('where', '')}). Fix that error first: no check of this track can"
                f" run until the module imports.{alone}",
                kind="import",
            )
            raise self.import_failure
        self.functions = dict(header.get("functions", {}))
        self.generation = self.worker.generation
        return self.functions

    def source(self) -> str:
        """The student's module as Python reads it ("" when there is none); read once."""
        if self._source is None:
            path = self.submission.files[self.track]
            try:
                self._source = "" if path is None else read_source(path)
            except SubmissionError as err:
                raise CheckFailure(str(err), kind="import") from None
        return self._source

    def _request(
        self, header: dict[str, Any], arrays: list[np.ndarray], seconds: float, what: str, how: str = "",
        posted: Planned | None = None,
    ) -> dict[str, Any]:
        """Send a request (or take one sent ahead, ``posted``) and read its answer, within the
        call's own time limit and what is left of the submission's budget."""
        worker = self.worker
        if posted is None:
            self._read_leftovers()
        budget = self.submission.limits.submission_seconds
        left = budget - self.submission.spent
        if left <= 0:
            if posted is not None:  # it may be running still: nothing sent ahead is read any more
                self._forget_ahead()
                worker.kill()
            raise CheckFailure(
                f"this submission used up its time budget of {budget:g} s for all calls together, so"
                f" {what} was not run. Look for calls that are much slower than they need to be.",
                kind="budget",
            )
        # a call sent ahead starts when the worker is done with the one before: its time
        # runs from then (or from its sending, if later), not from when the grader asks
        asked = time.monotonic()
        started = asked if posted is None else max(posted.sent_at, self._answered_at)
        # After a timeout (``Submission.call_limit``) a call's short limit is CPU time, which
        # the worker measures and enforces itself (``worker.cpuwatch``): the grader's wall
        # clock would also count the pipes and the wait for a core on a busy machine. The
        # wall clock then only stops code the worker cannot (a C routine, a sleep).
        by_cpu = posted is None and self.timed_out and header.get("op") == "call"
        wall = seconds
        if by_cpu:
            header = {**header, "cpu_limit": seconds}
            wall = min(self.submission.limits.call_seconds, seconds + self.submission.limits.after_timeout_wall_grace)
        answer: dict[str, Any] | None = None
        try:
            if posted is None:
                answer, self._arrays = worker.request(header, arrays, min(wall, left))
            elif posted.generation != worker.generation:  # sent to a worker that is gone
                raise WorkerDied("was stopped")
            else:  # an answer in the pipe already is still read, however late the grader asks
                answer, self._arrays = worker.collect(posted.request_id,
                                                      max(min(seconds, left) - (asked - started), 0.001))
            if by_cpu and _over_cpu(answer, seconds):
                worker.kill()  # as after any timeout: the next call gets a fresh worker
                raise CallTimeout()
        except CallTimeout:
            self._forget_ahead()  # the worker was stopped: what was sent ahead is lost
            if left < wall and not (answer and by_cpu):
                raise CheckFailure(
                    f"this submission used up its time budget of {budget:g} s for all calls together"
                    f" during {what}; it was stopped. Look for calls that are much slower than they need to be.",
                    kind="budget",
                ) from None
            if header.get("op") == "call":
                self.timed_out = True
            cpu = " of CPU time" if by_cpu else ""
            raise CheckFailure(
                f"{what} did not finish within the time limit of {seconds:.3g} s{cpu}{how}; it was stopped."
                " Look for an endless loop, or work that grows much faster than the input.",
                kind="timeout",
            ) from None
        except WorkerDied as died:
            self._forget_ahead()
            printed = worker.output().strip()[-600:]
            tail = f" Its last output:\n{printed}" if printed else ""
            raise CheckFailure(
                f"the process running your code {died.status} during {what}. Code that calls"
                f" os._exit, crashes the interpreter or uses too much memory ends like this.{tail}",
                kind="crash",
            ) from None
        finally:
            self._answered_at = time.monotonic()
            # the budget counts each call's own time: the wait, or what the worker says the
            # call took when it ran while the grader was busy with the one before
            took = self._answered_at - asked
            if posted is not None and answer is not None and isinstance(answer.get("seconds"), (int, float)):
                took = max(took, min(float(answer["seconds"]), seconds))
            self.submission.spent += took
            if posted is not None and self._posted and self._posted[0] is posted:
                self._posted.popleft()
        if header.get("op") == "call" and isinstance(answer.get("seconds"), (int, float)):
            self.slowest = max(self.slowest, float(answer["seconds"]))
        return answer

    # -- calls --------------------------------------------------------------------------
    def signature(self, name: str) -> str | None:
        return self._loaded().get(name)

    def outcome(
        self,
        name: str,
        *args: Any,
        grad: dict[str, Any] | None = None,
        return_args: bool = False,
        tensor_device: str | None = None,
        refill: bool = False,
        **kwargs: Any,
    ) -> Outcome:
        """Call ``name`` and report whatever happened, raising only when no call happened.
        A call planned with :meth:`plan` (the same function, options and argument objects)
        takes the answer of the request sent ahead for it."""
        options = {"grad": grad, "return_args": return_args, "tensor_device": tensor_device, "refill": refill}
        posted = self._next_ahead(name, args, kwargs, options)  # first: reading what is left may restart the worker
        functions = self._loaded()
        if name in self.broken:
            self.drain()
            raise self.broken[name]
        if functions.get(name) is None:
            decorator = _decorated_away(self.source(), name)
            if decorator:
                raise CheckFailure(
                    f"{self.module}.{name} is not a function: its decorator {decorator} returned something else in its"
                    " place (None, where the decorator does not end with return wrapper).",
                    kind="missing", evidence=Evidence("decorated-away", name, args, dict(kwargs),
                                                      detail={"decorator": decorator}),
                )
            rebound = _rebound(self.source(), name)
            if rebound:
                raise CheckFailure(
                    f"{self.module}.{name} is not a function: line {rebound[0]} ({rebound[1]}) binds the name again"
                    " after its def, so it holds what that line made.",
                    kind="missing", evidence=Evidence("rebound", name, args, dict(kwargs), detail={
                        "where": f"{self.module}.py:{rebound[0]}", "line": rebound[1]}),
                )
            raise CheckFailure(
                f"{self.module}.py has no function {name}{SIGNATURES[self.track][name]};"
                f" define it with exactly that name ({lesson_for(name)}).",
                kind="missing",
            )
        header, arrays = (posted.header, []) if posted is not None else self._header(name, args, kwargs, options)
        call = f"{self.module}.{name}(...)"
        seconds, how = self.submission.call_limit(self.track, name, args, kwargs)  # as it stands now
        try:
            answer = self._request(header, arrays, seconds, call, how, posted)
        except CheckFailure as failure:
            failure.evidence = failure.evidence or Evidence(failure.kind, name, args, dict(kwargs))
            if failure.kind in STICKY:
                self.broken[name] = failure
            raise
        finally:
            self._send_ahead()
        if answer.get("missing"):
            raise CheckFailure(f"{self.module}.{name} is not a function", kind="missing")
        if "signature" in answer:
            self.broken[name] = CheckFailure(
                f"{self.module}.{name} has the signature {answer['signature']}, but the checks"
                f" call it as {name}{SIGNATURES[self.track][name]} ({answer.get('why')}). Keep"
                " the parameter names and defaults of the stub.",
                kind="signature", evidence=Evidence("signature", name, args, dict(kwargs)),
            )
            raise self.broken[name]
        try:
            outcome = _outcome(answer, self._arrays)
            self.library_calls.setdefault(name, set()).update(outcome.library_calls)
            return outcome
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as err:
            self._forget_ahead()
            self.worker.kill()
            raise CheckFailure(
                f"the process running your code answered {call} with malformed data ({type(err).__name__});"
                " it was stopped. Code that writes to the grader's pipes ends like this.",
                kind="crash",
            ) from None

    def _header(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                options: dict[str, Any]) -> tuple[dict[str, Any], list[np.ndarray]]:
        """The request for one call and the arrays it carries."""
        arrays: list[np.ndarray] = []
        grad = options["grad"]
        wrt = set((grad or {}).get("wrt", ()))

        def spec(index: int | None, value: Any) -> dict[str, Any]:
            if isinstance(value, np.ndarray):
                arrays.append(value)
                return {
                    "array": len(arrays) - 1,
                    "as": self.track,
                    "requires_grad": index in wrt,
                    "device": options["tensor_device"],
                }
            return {"value": value}

        header: dict[str, Any] = {
            "op": "call",
            "module": self.module,
            "func": name,
            "args": [spec(i, a) for i, a in enumerate(args)],
            "kwargs": {k: spec(None, v) for k, v in kwargs.items()},
            "return_args": options["return_args"],
        }
        if options.get("refill"):  # the worker copies the values into the last refill call's argument objects
            header["refill"] = True
        if grad is not None:
            cotangents = []
            for cot in grad["cotangents"]:
                cotangents.append(None if cot is None else len(arrays))
                if cot is not None:
                    arrays.append(cot)
            header["grad"] = {"wrt": sorted(wrt), "cotangents": cotangents}
        return header, arrays

    def _returned(self, answer: dict[str, Any]) -> Any:
        if not answer.get("ok"):
            return None
        try:
            return _outcome(answer, self._arrays).result
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            return None

    def call(self, name: str, *args: Any, **kwargs: Any) -> Outcome:
        """Call ``name`` expecting it to return; a raised exception fails the check."""
        outcome = self.outcome(name, *args, **kwargs)
        if outcome.raised is not None:
            passed = {k: v for k, v in kwargs.items() if k not in CALL_OPTIONS}  # the student's arguments only
            failure = raised_failure(self.module, name, outcome.raised, args, passed, source=self.source())
            if failure.kind in STICKY:
                self.broken[name] = failure
            raise failure
        return outcome


def _over_cpu(answer: dict[str, Any], seconds: float) -> bool:
    """Whether a CPU-limited call ran out of its CPU time: the worker's watch said so, or
    the call ended between two of its looks, past the limit."""
    used = answer.get("out_of_cpu", answer.get("cpu_seconds"))
    return isinstance(used, (int, float)) and used > seconds


def _outcome(answer: dict[str, Any], blobs: list[np.ndarray]) -> Outcome:
    """Decode a call's answer; malformed data raises (the caller treats it as a crash)."""
    if not answer.get("ok"):
        raised = answer["raised"]
        if not isinstance(raised.get("bases"), list):
            raise TypeError("bases")
        return Outcome(None, raised, [], [], [], [], None, None)
    grads = answer.get("grads") or {}
    return Outcome(
        result=decode(answer["result"], blobs),
        raised=None,
        warnings=[dict(w) for w in answer.get("warnings", [])],
        library_calls=[str(n) for n in answer.get("library_calls", [])],
        args_after=[decode(s, blobs) for s in answer.get("args_after", [])],
        aliases=[int(i) for i in answer.get("aliases", [])],
        grads=None if "values" not in grads else [None if g is None else decode(g, blobs) for g in grads["values"]],
        grad_error=grads.get("error"),
        kwargs_after={str(k): decode(v, blobs) for k, v in (answer.get("kwargs_after") or {}).items()},
    )


CALL_OPTIONS = frozenset({"grad", "return_args", "tensor_device", "refill"})
"""Keywords of :meth:`StudentTrack.outcome` that tell the grader how to call, never passed on."""


def _decorated_away(source: str, name: str) -> str:
    """The decorator (``@_as_arrays``) of ``name``'s definition, where that definition is the
    module's last binding of the name and the module holds no function by that name after
    it ran: the decorator returned something else (None, for want of ``return wrapper``).
    "" otherwise."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return ""
    last: ast.stmt | None = None
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name \
                or isinstance(node, (ast.Assign, ast.AnnAssign, ast.Import, ast.ImportFrom)) and name in {
                    getattr(t, "id", None) for t in ast.walk(node) if isinstance(t, ast.Name)} | {
                    (a.asname or a.name) for a in getattr(node, "names", [])}:
            last = node
    if isinstance(last, ast.FunctionDef) and last.decorator_list:
        return "@" + ast.unparse(last.decorator_list[0])[:60]
    return ""


def _rebound(source: str, name: str) -> tuple[int, str] | None:
    """The line (number, text) of a module-level assignment to ``name`` that follows the
    module's ``def name`` (``causal_mask = causal_mask(4)`` left from trying it out): the
    name holds what that line made, not the function. None where no def comes before it."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    defined = False
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            defined = True
        elif defined and isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and name in {
                t.id for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                for t in ast.walk(target) if isinstance(t, ast.Name)}:
            return node.lineno, ast.get_source_segment(source, node) or ast.unparse(node)
    return None


def stub_raised(raised: dict[str, Any], source: str = "") -> bool:
    """Whether a call raised NotImplementedError from a line of the student's that says so
    (a stub's ``raise NotImplementedError``), not from a library's operation inside a written
    function (torch's "'bitwise_or_cpu' not implemented for 'Float'" raised at ``a | b``), nor
    from a written function's own guard (``if x.ndim > 2: raise NotImplementedError(...)``:
    a stub raises on every input, so its ``raise`` is a statement of the function's body
    itself, not of an ``if`` or a loop in it). Without the source, or the line, the type
    alone decides."""
    if raised.get("type") != "NotImplementedError":
        return False
    line = str(raised.get("where", "")).rpartition(":")[2]
    lines = source.splitlines()
    if not line.isdigit() or not 0 < int(line) <= len(lines):
        return True
    return "NotImplementedError" in lines[int(line) - 1] and int(line) not in _guarded_raises(source)


@lru_cache(maxsize=8)
def _guarded_raises(source: str) -> frozenset[int]:
    """The lines of the ``raise`` statements in ``source`` that are not statements of a
    function's body itself (they sit in an ``if``, a loop, a ``with`` or a ``try``)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return frozenset()
    top = {id(node) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) for node in f.body}
    return frozenset(node.lineno for node in ast.walk(tree) if isinstance(node, ast.Raise) and id(node) not in top)


def raised_failure(module: str, name: str, raised: dict[str, Any], args: tuple[Any, ...] = (),
                   kwargs: dict[str, Any] | None = None, source: str = "") -> CheckFailure:
    """The failure for a call that should have returned but raised (``source``: the
    student's module, which tells a stub's NotImplementedError from a library's)."""
    if stub_raised(raised, source):
        return CheckFailure(
            f"{module}.{name} is not implemented yet (it raised NotImplementedError)."
            f" See {lesson_for(name)}.",
            kind="not-implemented", evidence=Evidence("not-implemented", name, args, dict(kwargs or {}), raised=raised),
        )
    where = f" at {raised['where']}" if raised.get("where") else ""
    return CheckFailure(
        f"{module}.{name} raised {raised.get('type')}{where}: {raised.get('message')}"
        " on an input it should accept.",
        kind="raised", evidence=Evidence("raised", name, args, dict(kwargs or {}), raised=raised),
    )
