"""The portable worker: a fresh interpreter per worker, spoken to over its standard pipes.

It needs only what every platform has: ``subprocess`` (no fork, no descriptor passing),
pipes, a thread and ``Popen.kill()``. Requests go to the worker's stdin and answers come
back on its stdout in the ``wire`` format; what student code prints arrives on its stderr.
A reader thread turns the answers into a queue, so every time limit is enforced from the
grader's side, on every platform: a call that does not answer in time kills the process,
and the next call gets a fresh one. Where the platform has process groups the worker leads
its own and the kill reaches what it started; where it has ``resource`` the worker limits
its memory and CPU time (``grader.isolation.worker.confine.limit_where_possible``).

A worker costs a cold import of numpy (and torch) to start, so a *spare* is started ahead
of need (:func:`spare_for`): the self-check starts one per track before it imports pytest,
and a worker that is killed starts its successor at once.
"""

from __future__ import annotations

import atexit
import os
import queue
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

import numpy as np

from grader.errors import GraderError
from grader.isolation import sandbox
from grader.isolation.runner import (
    STARTS,
    TEMPLATE_START_SECONDS,
    WORKER,
    CallTimeout,
    Limits,
    WorkerDied,
    _scrubbed_env,
    _Tail,
    describe_exit,
)
from grader.isolation.worker import wire
from grader.kit import KIT_ROOT


def _kill_tree(proc: subprocess.Popen[bytes]) -> None:
    """Kill the worker and, where the platform has process groups, everything it started.
    The group is signalled only while the worker is unreaped: its id is still taken then."""
    killpg, sigkill = getattr(os, "killpg", None), getattr(signal, "SIGKILL", None)
    if killpg is not None and sigkill is not None and proc.returncode is None:
        try:
            killpg(proc.pid, sigkill)  # its own group (start_new_session), whatever it started in it
        except (ProcessLookupError, PermissionError, OSError):
            pass
    try:
        proc.kill()
    except OSError:
        pass


def _exited(proc: subprocess.Popen[bytes], seconds: float) -> bool:
    """Wait up to ``seconds`` for the worker to end, leaving it unreaped where the platform
    can (``waitid`` with ``WNOWAIT``), so that its group can still be killed safely."""
    deadline = time.monotonic() + seconds
    waitid = getattr(os, "waitid", None)
    while proc.returncode is None:
        if waitid is None:
            try:
                proc.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                return False
            return True
        try:
            if waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOWAIT | os.WNOHANG) is not None:
                return True
        except ChildProcessError:
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.002)
    return True


def _interpreter() -> tuple[str, dict[str, str]]:
    """The interpreter a worker runs in, and what its environment needs for it. In a venv
    on Windows ``sys.executable`` is a launcher that runs the base interpreter as its own
    child, which killing the launcher would leave running: start the base interpreter
    directly and name the venv to it, as CPython's multiprocessing does there
    (``popen_spawn_win32``). Not run on Windows here: no Windows machine reaches this kit's CI."""
    base = getattr(sys, "_base_executable", sys.executable) or sys.executable
    if os.name == "nt" and os.path.normcase(base) != os.path.normcase(sys.executable):
        return base, {"__PYVENV_LAUNCHER__": sys.executable}
    return sys.executable, {}


class _Process:
    """One spawned worker process: its pipes, its output and the reader of its answers."""

    def __init__(self, start: str) -> None:
        self.start = start
        self.home = tempfile.TemporaryDirectory(prefix="attnkit-worker-", ignore_cleanup_errors=True)
        python, extra = _interpreter()
        command = [python, "-I", "-X", "utf8", str(WORKER / "__main__.py"), "--spawned", start, str(KIT_ROOT)]
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=self.home.name,
            env={**_scrubbed_env(self.home.name), **extra},
            start_new_session=hasattr(os, "setsid"),
        )
        self.answers: queue.Queue[Any] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        # requests are written by a thread of their own: a request sent ahead (while the
        # worker runs the call before it) may not fit a pipe's buffer (4 KiB on Windows),
        # and the grader must never wait on a write while the worker loops
        self.outbox: queue.Queue[bytes | None] = queue.Queue()
        self.writer = threading.Thread(target=self._write, daemon=True)
        self.writer.start()
        self.tail: _Tail | None = None
        self.set_up = False

    def _read(self) -> None:
        """Put each answer on the queue; on the first that cannot be read, put the error and stop."""
        stream = self.proc.stdout
        assert stream is not None
        while True:
            try:
                self.answers.put(wire.receive(stream))  # type: ignore[arg-type]
            except Exception as err:  # noqa: BLE001 - a closed pipe or garbage: the waiter decides
                self.answers.put(err)
                return

    def _write(self) -> None:
        """Write each queued request in turn; stop at None or when the pipe is gone (the
        reader then reports how the worker ended)."""
        stream = self.proc.stdin
        assert stream is not None
        while True:
            data = self.outbox.get()
            if data is None:
                return
            try:
                stream.write(data)
                stream.flush()
            except (OSError, ValueError):
                return

    def set_up_with(self, limits: Limits) -> None:
        """Send the setup message (limits, home); the worker applies it after its warm-up."""
        self.tail = _Tail(self.proc.stderr, limits.output_bytes)
        setup = {"home": self.home.name, "memory": limits.memory_bytes, "cpu_seconds": int(limits.submission_seconds) + 10}
        self.send(setup, [])
        self.set_up = True

    def send(self, header: dict[str, Any], arrays: list[np.ndarray]) -> None:
        """Queue one request for the writer; raises BrokenPipeError once the writer has
        stopped (the worker's input is closed)."""
        if not self.writer.is_alive():
            raise BrokenPipeError("the worker's input is closed")
        self.outbox.put(wire.frame(header, arrays))

    def receive(self, seconds: float) -> tuple[dict[str, Any], list[np.ndarray]]:
        """The next answer within ``seconds``; raises CallTimeout or the reader's error."""
        try:
            item = self.answers.get(timeout=max(seconds, 0.0))
        except queue.Empty:
            raise CallTimeout() from None
        if isinstance(item, BaseException):
            raise item
        return item

    def exit_status(self, seconds: float = 2.0) -> str:
        """How the process ended ("" if it has not within ``seconds``); what it started
        in its process group is killed."""
        if not _exited(self.proc, seconds):
            return ""
        _kill_tree(self.proc)
        return describe_exit(self.proc.wait())

    def output(self) -> str:
        return self.tail.text() if self.tail else ""

    def close(self) -> None:
        self.outbox.put(None)
        _kill_tree(self.proc)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        self.home.cleanup()


_spares: dict[str, _Process] = {}


def spare_for(start: str) -> None:
    """Start a worker process for ``start`` now, if none is waiting, so that it imports
    numpy (and torch) while the grader goes on; the next :class:`SpawnedWorker` of that
    start takes it."""
    if start not in STARTS:
        raise ValueError(f"a worker starts as one of {STARTS}, not {start!r}")
    current = _spares.get(start)
    if current is None or current.proc.poll() is not None:
        if current is not None:
            current.close()
        _spares[start] = _Process(start)


def _take(start: str) -> _Process:
    """A started process for ``start``. Grading (``full``) starts the next one at once, for
    the next submission; the self-check's starts do not, so that no spare competes with
    the checks for the CPU."""
    spare_for(start)
    process = _spares.pop(start)
    if start == "full":
        spare_for(start)
    return process


@atexit.register
def close_spares() -> None:
    while _spares:
        _spares.popitem()[1].close()


class SpawnedWorker:
    """One worker for one track of one submission on the portable path: the same
    interface, limits and messages as :class:`grader.isolation.runner.Worker`."""

    def __init__(self, limits: Limits, plan: sandbox.Plan, start: str = "full") -> None:
        if plan.enabled:
            raise GraderError("spawned workers run without the Linux sandbox, which needs the fork template")
        self.limits = limits
        self.plan = plan
        self.start = start
        self.process: _Process | None = None
        self.tail: _Tail | None = None  # the output of the latest process, kept after it is killed
        self.generation = 0
        self.failed_start: GraderError | None = None

    def ensure_started(self) -> int:
        """Start the worker if none runs; returns its generation number."""
        if self.process is None:
            self._start()
        return self.generation

    def _start(self) -> None:
        if self.failed_start is not None:  # one failed start says it all: no second torch import per check
            raise self.failed_start
        self.generation += 1
        process = _take(self.start)
        try:
            process.set_up_with(self.limits)
            self.process, self.tail = process, process.tail
            process.receive(TEMPLATE_START_SECONDS)  # "ready": numpy (and torch) imported, no student code ran
        except (CallTimeout, wire.WireError, OSError) as err:
            why = (f"no answer within {TEMPLATE_START_SECONDS:g} s" if isinstance(err, CallTimeout)
                   else process.exit_status() or str(err))
            self.process, self.tail = process, process.tail
            self._drop()
            self.failed_start = GraderError(f"the worker process could not start ({why}); its output: {self.output()[-800:]}")
            raise self.failed_start from None

    def request(
        self, header: dict[str, Any], arrays: list[np.ndarray], seconds: float
    ) -> tuple[dict[str, Any], list[np.ndarray]]:
        """Send one request and wait for its answer, starting the worker when needed (its
        start is not the call's time)."""
        if self.process is None:
            self._start()
        deadline = time.monotonic() + seconds
        request_id = self.post(header, arrays)
        return self.collect(request_id, deadline - time.monotonic())

    def post(self, header: dict[str, Any], arrays: list[np.ndarray], ahead: bool = False) -> str:
        """Send one request without waiting for its answer (the worker answers in order);
        returns its id for :meth:`collect`. ``ahead``: other requests await their answers,
        so a worker that is gone is not stopped here: the answers it gave are read first."""
        if self.process is None:
            self._start()
        process = self.process
        assert process is not None
        request_id = secrets.token_hex(8)
        try:
            process.send({**header, "id": request_id}, arrays)
        except (BrokenPipeError, OSError) as err:
            if ahead:
                raise WorkerDied("closed its pipe") from err
            status = process.exit_status()
            self.kill()
            raise WorkerDied(status or "closed its pipe") from err
        return request_id

    def collect(self, request_id: str, seconds: float) -> tuple[dict[str, Any], list[np.ndarray]]:
        """The next answer, which must be the one to ``request_id``, within ``seconds``."""
        process = self.process
        if process is None:  # killed since the request was sent
            raise WorkerDied("was stopped")
        try:
            answer = process.receive(seconds)
        except CallTimeout:
            self.kill()
            raise
        except wire.PipeClosed:  # the worker is gone or going: its exit status says how
            status = process.exit_status()
            self.kill()
            raise WorkerDied(status or "closed its pipe") from None
        except Exception as err:  # noqa: BLE001 - an unreadable answer: whatever sent it is killed
            self.kill()
            raise WorkerDied(f"sent an unreadable answer ({err})") from err
        if answer[0].get("id") != request_id:  # an answer forged or left over from another call
            self.kill()
            raise WorkerDied("answered out of turn (the pipe to the grader was written to directly)")
        return answer

    def output(self) -> str:
        return self.tail.text() if self.tail else ""

    def _drop(self) -> None:
        if self.process is not None:
            self.process.close()
            self.process = None

    def kill(self) -> None:
        """Stop the worker and what it started; its successor starts importing at once."""
        if self.process is None:
            return
        self._drop()
        spare_for(self.start)

    def close(self) -> None:
        self._drop()
