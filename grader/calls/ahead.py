"""Calls sent ahead: the part of :class:`grader.calls.student.StudentTrack` that pipelines a
check's calls (issue 13's decision, taken up by issue 20).

A check that knows its next calls says so (:meth:`CallsAhead.plan`); their requests go to
the worker ahead of their answers, a window at a time, and each later call that is the
planned one (the same function and options, the very same argument objects) takes its
request's answer instead of sending anew. The worker answers in order, so it runs one
call while the grader judges the one before. Every per-call rule stands: the time limit
of each call runs from when the worker could start it, a timeout or crash stops the
worker as before, and a check's verdict is its first failing call. Calls sent ahead of a
failure still run; their answers are read and dropped before the next request, so a
stateful submission sees the same calls on every run and with any ``--jobs``.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from grader.calls.returned import RaisedAhead
from grader.errors import CheckFailure

if TYPE_CHECKING:
    from grader.calls.student import Submission
    from grader.isolation.workers import AnyWorker

AHEAD_CALLS = 16
"""At most this many requests sent ahead of their answers."""
AHEAD_BYTES = 12 * 1024
"""At most this many bytes of requests in flight (a lone larger request goes alone): below
the smallest pipe buffer of the platforms (16 KiB on macOS), so that writing a request
never waits for the worker, which may itself be waiting for the grader to read an answer."""


@dataclass(eq=False)
class Planned:
    """One call a check will make: queued, then sent ahead."""

    name: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    options: dict[str, Any]
    header: dict[str, Any] = field(default_factory=dict)
    request_id: str = ""
    size: int = 0
    sent_at: float = 0.0
    generation: int = 0  # of the worker it was sent to

    def matches(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any], options: dict[str, Any]) -> bool:
        """The same call: the same function and options, and the very same argument objects."""
        return (name == self.name and len(args) == len(self.args) and all(a is b for a, b in zip(args, self.args))
                and kwargs.keys() == self.kwargs.keys() and all(kwargs[k] is self.kwargs[k] for k in kwargs)
                and options["grad"] is self.options["grad"]  # its arrays compare by identity too
                and all(options[k] == self.options[k] for k in options if k != "grad"))


class CallsAhead:
    """The queue of planned calls and the requests in flight, for one track's worker."""

    submission: Submission
    worker: AnyWorker
    module: str
    track: str
    timed_out: bool
    broken: dict[str, CheckFailure]
    _queued: deque[Planned]
    _posted: deque[Planned]

    # what StudentTrack provides: its module's functions, a call's request, and a request's answer
    def _loaded(self) -> dict[str, str | None]:
        raise NotImplementedError

    def _header(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                options: dict[str, Any]) -> tuple[dict[str, Any], list[np.ndarray]]:
        raise NotImplementedError

    def _request(self, header: dict[str, Any], arrays: list[np.ndarray], seconds: float, what: str,
                 how: str = "", posted: Planned | None = None) -> dict[str, Any]:
        raise NotImplementedError

    def plan(self, name: str, calls: Iterable[tuple[tuple[Any, ...], dict[str, Any]]], **options: Any) -> None:
        """Say which calls of ``name`` (args, kwargs; with the same ``grad``, ``return_args``
        and ``tensor_device`` options for all) the check makes next, in order, so that their
        requests go to the worker ahead of their answers: the worker runs one while the
        grader judges the one before. Nothing else changes: each call keeps its own time
        limit, measured from when the worker could start it; a timeout or a crash stops
        the worker as before; the check reads the answers in order and stops at its first
        failure. Calls sent ahead of a failure still run (their answers are read and
        dropped before the next request): the same ones on every run. Once a call of the
        track has timed out, nothing is sent ahead any more."""
        self.drain()
        full = {"grad": None, "return_args": False, "tensor_device": None, "refill": False, **options}
        self._queued.extend(Planned(name, tuple(args), dict(kwargs), full) for args, kwargs in calls)
        self._send_ahead()

    def _send_ahead(self) -> None:
        """Send queued requests while what is in flight stays small: below a pipe's buffer,
        so that neither side can block writing while the other does."""
        if not self._queued:
            return
        if self.timed_out:  # a track whose code has looped runs one call at a time, each limit set as it comes
            self._queued.clear()
            return
        try:
            functions = self._loaded()
        except Exception:  # noqa: BLE001 - an import that fails, or a worker that cannot start, fails the call itself
            self._queued.clear()
            return
        in_flight = sum(p.size for p in self._posted)
        while self._queued and len(self._posted) < AHEAD_CALLS:
            planned = self._queued[0]
            if planned.name in self.broken or functions.get(planned.name) is None:
                self._queued.clear()
                return
            try:
                header, arrays = self._header(planned.name, planned.args, planned.kwargs, planned.options)
                size = 1024 + sum(a.nbytes for a in arrays)  # a request's JSON header is under 1 KiB
                if self._posted and in_flight + size > AHEAD_BYTES:
                    return
                if self.submission.spent >= self.submission.limits.submission_seconds:
                    self._queued.clear()
                    return
                planned.request_id = self.worker.post(header, arrays, ahead=True)
            except Exception:  # noqa: BLE001 - the call, made when the check asks, fails as it would have
                # (a worker that ended keeps the answers it gave: they are read, then its end)
                self._queued.clear()
                return
            planned.header, planned.size, planned.sent_at = header, size, time.monotonic()
            planned.generation = self.worker.generation
            self._queued.popleft()
            self._posted.append(planned)
            in_flight += size

    def _next_ahead(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                    options: dict[str, Any]) -> Planned | None:
        """The request sent ahead for this very call, or None (then nothing stays ahead)."""
        head = self._posted[0] if self._posted else (self._queued[0] if self._queued else None)
        if head is not None and head.matches(name, args, kwargs, options):
            if not self._posted:
                self._send_ahead()
            if self._posted and self._posted[0] is head:
                return head
        self.drain()
        return None

    def drain(self) -> None:
        """Read and drop the answers of calls sent ahead that no check took (its check
        stopped at an earlier failure), each within its own time limit; forget the rest."""
        self._queued.clear()
        self._read_leftovers()

    def answers_ahead(self, name: str, cases: Iterable[Any]) -> list[tuple[Any, Any]]:
        """What the calls sent ahead returned, where a check stopped before taking them (it
        failed at an earlier case): read just as :meth:`drain` reads them, so the worker sees
        the same calls either way. Each comes with the case (an object with ``args`` and
        ``kwargs``) whose very arguments it was sent with; a call that raised comes as a
        :class:`RaisedAhead`, one that did not answer is left out. For the diagnosis
        engine's ledger only, never for a verdict."""
        kept: list[tuple[Planned, Any]] = []
        self._queued.clear()
        self._read_leftovers(lambda planned, answer: kept.append((planned, self._returned(answer) or _raised(answer))))
        return [(case, returned) for planned, returned in kept if returned is not None for case in cases
                if planned.matches(name, tuple(case.args), dict(case.kwargs), planned.options)]

    def _returned(self, answer: dict[str, Any]) -> Any:
        """What an answer says the call returned, or None (it raised, or the answer is malformed)."""
        raise NotImplementedError

    def _read_leftovers(self, keep: Callable[[Planned, dict[str, Any]], None] | None = None) -> None:
        while self._posted:
            planned = self._posted[0]
            seconds, how = self.submission.call_limit(self.track, planned.name, planned.args, planned.kwargs)
            try:
                answer = self._request(planned.header, [], seconds, f"{self.module}.{planned.name}(...)", how, planned)
            except CheckFailure as failure:
                if failure.kind == "timeout":
                    self.timed_out = True  # as any call of the track that ran out of time
            else:
                if keep is not None:
                    keep(planned, answer)
            if self._posted and self._posted[0] is planned:  # not taken off: read no further
                self._forget_ahead()
                self.worker.kill()

    def _forget_ahead(self) -> None:
        self._queued.clear()
        self._posted.clear()


def _raised(answer: dict[str, Any]) -> RaisedAhead | None:
    """An answer that says its call raised (a student's exception, NotImplementedError
    aside: a stub says nothing of the cases), or None."""
    raised = answer.get("raised") if not answer.get("ok") else None
    if not isinstance(raised, dict) or raised.get("type") == "NotImplementedError":
        return None
    return RaisedAhead(raised)
