"""Start, talk to and stop the worker process that runs one submission's code.

The runner owns the only pipe to student code. A call that runs past its time limit
kills the worker's whole process group; the next call starts a fresh worker, so one
runaway call costs only the check that made it.
"""

from __future__ import annotations

import atexit
import json
import os
import secrets
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

from grader.errors import GraderError
from grader.isolation import sandbox
from grader.isolation.limits import SELF_CHECK_STARTS, STARTS, Limits  # noqa: F401 - SELF_CHECK_STARTS: re-exported
from grader.isolation.worker import wire
from grader.kit import KIT_ROOT

WORKER = Path(wire.__file__).resolve().parent
"""The worker's folder: self-contained, started as a script (``WORKER / "__main__.py"``)."""


TEMPLATE_START_SECONDS = 300.0
"""How long the template may take to import numpy and torch (minutes on a loaded machine);
a student's import limit does not apply to it."""


class CallTimeout(Exception):
    """The worker did not answer within the time limit; it has been killed."""


class WorkerDied(Exception):
    """The worker exited (or answered garbage) before answering; ``status`` says how."""

    def __init__(self, status: str) -> None:
        super().__init__(status)
        self.status = status


class _Tail:
    """Keeps the last ``limit`` bytes a worker printed, however much it prints."""

    def __init__(self, stream: Any, limit: int) -> None:
        self.limit = limit
        self.data = bytearray()
        self.total = 0
        self._thread = threading.Thread(target=self._drain, args=(stream,), daemon=True)
        self._thread.start()

    def _drain(self, stream: Any) -> None:
        for chunk in iter(lambda: stream.read1(65536), b""):
            self.total += len(chunk)
            self.data += chunk
            del self.data[: max(0, len(self.data) - self.limit)]
        stream.close()

    def text(self) -> str:
        return self.data.decode("utf-8", "replace")


class _DeadlineReader:
    """A file-like reader over a pipe that gives up at a deadline."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.deadline = 0.0

    def read(self, n: int) -> bytes:
        left = self.deadline - time.monotonic()
        if left <= 0 or not select.select([self.fd], [], [], left)[0]:
            raise CallTimeout()
        return os.read(self.fd, min(n, 1 << 20))


def describe_exit(code: int) -> str:
    """How a worker ended, from its exit code (negative: the signal that killed it)."""
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            return f"was killed by signal {-code}"
        memory = {getattr(signal, n, None) for n in ("SIGKILL", "SIGSEGV", "SIGABRT")} - {None}
        hint = " (memory limit?)" if -code in memory else ""
        if -code == getattr(signal, "SIGXCPU", None):
            hint = " (the CPU-time budget of the submission)"
        return f"was killed by {name}{hint}"
    return f"exited with status {code}"


def _scrubbed_env(home: str) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", os.defpath),
        "HOME": home,
        "TMPDIR": home,
        "LANG": "C.UTF-8",
        "OMP_NUM_THREADS": "1",  # single-threaded libraries: the template forks safely
        "MKL_NUM_THREADS": "1",
        "OPENBLAS_NUM_THREADS": "1",
        "PYTHONHASHSEED": "0",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    # BLAS settings needed here; what Windows needs to start any process (its system folder).
    for name in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "SYSTEMROOT", "WINDIR", "PATHEXT"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env


class Template:
    """The process that imports numpy (and torch) once and forks every worker (see
    ``grader.isolation.worker.serve``). One per sandbox plan and start, shared by every
    submission of a run. The start is one of :data:`STARTS`. The self-check (and explore)
    fork the NumPy track's worker from a ``numpy`` one, which imports no torch and is ready
    at once, and the torch track's from a ``quick`` one, ready about a second sooner than
    ``full``: it leaves ``torch._dynamo`` unimported until something compiles
    (``grader.isolation.worker.lazy_dynamo``). Grading forks every worker from a ``full``
    one, which imports it before any fork, so that no graded call pays for that import."""

    def __init__(self, plan: sandbox.Plan, start: str = "full") -> None:
        """Start the template; it imports numpy and torch while the grader goes on."""
        if start not in STARTS:
            raise ValueError(f"a template starts as one of {STARTS}, not {start!r}")
        self.plan = plan
        self.start = start
        self.ready = False
        self.home = tempfile.TemporaryDirectory(prefix="attnkit-template-")
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.control = ours
        args = ["--template", str(theirs.fileno()), "sandbox" if plan.enabled else "plain",
                start, str(KIT_ROOT)]
        self.proc = subprocess.Popen(
            plan.command(sys.executable, str(WORKER), self.home.name, args),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=self.home.name,
            env=_scrubbed_env(self.home.name),
            pass_fds=(theirs.fileno(),),
            start_new_session=True,
        )
        theirs.close()
        self.tail = _Tail(self.proc.stdout, 16384)

    def wait_ready(self, seconds: float) -> None:
        """Wait for the template's "ready" (once); raises GraderError if it never comes."""
        if self.ready:
            return
        answered = select.select([self.control], [], [], seconds)[0]
        message = self.control.recv(4096) if answered else b""
        if not message:
            why = "it exited" if answered else f"no answer within {seconds:g} s"
            raise GraderError(
                f"the template process that starts workers did not come up ({why});"
                f" its output: {self.tail.text()[-800:]}"
            )
        self.ready = True

    def alive(self) -> bool:
        return self.proc.poll() is None

    def _kill(self) -> None:
        """SIGKILL the template's process group, while the template is unreaped (so the
        group's id cannot belong to anyone else yet)."""
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def fork(self, request: dict[str, Any], fds: list[int]) -> None:
        socket.send_fds(self.control, [json.dumps(request).encode()], fds)

    def close(self) -> None:
        """Stop the template: at once when it never became ready (it may be importing torch
        for a track no one called), else by closing its socket, which it leaves by."""
        self.control.close()
        if not self.ready:
            self._kill()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._kill()
            self.proc.wait()
        self.home.cleanup()


_templates: dict[tuple[sandbox.Plan, str], Template] = {}


def template_for(plan: sandbox.Plan, start: str = "full") -> Template:
    """The template for ``plan`` and ``start`` (see :class:`Template`), started (or
    restarted, if it died) on demand. It may still be importing: :meth:`Template.wait_ready`
    before forking from it."""
    key = (plan, start)
    current = _templates.get(key)
    if current is None or not current.alive():
        if current is not None:
            current.close()
        _templates[key] = Template(plan, start)
    return _templates[key]


@atexit.register
def close_templates() -> None:
    while _templates:
        _templates.popitem()[1].close()


class Worker:
    """One worker process for one track of one submission, forked from the template and
    forked again after a timeout or crash. It works in a private temporary folder."""

    def __init__(self, limits: Limits, plan: sandbox.Plan, start: str = "full") -> None:
        self.limits = limits
        self.plan = plan
        self.start = start  # the template it is forked from (see Template)
        self.pid: int | None = None
        self.tail: _Tail | None = None
        self.home: tempfile.TemporaryDirectory[str] | None = None  # outside the sandbox only
        self.generation = 0  # how many workers have been started; modules load per worker

    def ensure_started(self) -> int:
        """Start the worker if none runs; returns its generation number."""
        if self.pid is None:
            self._start()
        return self.generation

    def _start(self) -> None:
        self.generation += 1
        if not self.plan.enabled and self.home is None:
            self.home = tempfile.TemporaryDirectory(prefix="attnkit-worker-")
        request = {
            "sandbox": self.plan.enabled,
            "home": self.home.name if self.home else "",
            "memory": self.limits.memory_bytes,
            "cpu_seconds": int(self.limits.submission_seconds) + 10,
        }
        for attempt in (1, 2):
            template = template_for(self.plan, self.start)
            try:
                template.wait_ready(TEMPLATE_START_SECONDS)
            except GraderError:
                template.close()
                _templates.pop((self.plan, self.start), None)
                raise
            pipes = [os.pipe() for _ in range(5)]  # requests, answers, output, kill, status
            (req_r, req_w), (ans_r, ans_w), (out_r, out_w), (kill_r, kill_w), (st_r, st_w) = pipes
            try:
                template.fork(request, [req_r, ans_w, out_w, kill_r, st_w])
            except OSError:
                pass
            for fd in (req_r, ans_w, out_w, kill_r, st_w):
                os.close(fd)
            self._status = _DeadlineReader(st_r)
            self._kill_fd, self._status_fd = kill_w, st_r
            self._requests = os.fdopen(req_w, "wb")
            self._answers = _DeadlineReader(ans_r)
            self._answers_fd = ans_r
            self.tail = _Tail(os.fdopen(out_r, "rb"), self.limits.output_bytes)
            line = self._status_line(10.0)
            if line.startswith("pid "):
                self.pid = int(line.split()[1])
                break
            self._close_fds()
            if attempt == 2 or template.alive():
                raise GraderError(f"the template process could not start a worker; its output: {template.tail.text()[-800:]}")
        try:
            self._await(self.limits.import_seconds)  # "ready" comes before any student code runs
        except (CallTimeout, WorkerDied) as err:
            raise GraderError(f"the worker process could not start ({err}); its output: {self.output()[-500:]}") from None

    def _status_line(self, seconds: float) -> str:
        """The keeper's next line on the status pipe ("pid N", "exit CODE"), or ""."""
        self._status.deadline = time.monotonic() + seconds
        line = b""
        try:
            while not line.endswith(b"\n"):
                chunk = self._status.read(1)
                if not chunk:
                    return ""
                line += chunk
        except CallTimeout:
            return ""
        return line.decode()

    def _await(self, seconds: float) -> tuple[dict[str, Any], list[np.ndarray]]:
        self._answers.deadline = time.monotonic() + seconds
        try:
            return wire.receive(self._answers)  # type: ignore[arg-type]
        except CallTimeout:
            self.kill()
            raise
        except wire.PipeClosed:  # the worker is gone or going: its keeper says how
            status = self._exit_status()
            self.kill()
            raise WorkerDied(status or "closed its pipe") from None
        except Exception as err:  # noqa: BLE001 - an unreadable answer: whatever sent it is killed
            self.kill()
            raise WorkerDied(f"sent an unreadable answer ({err})") from err

    def _exit_status(self) -> str:
        """How the worker ended, as its keeper reports it ("" if it does not within 2 s)."""
        line = self._status_line(2.0)
        if not line.startswith("exit "):
            return ""
        return describe_exit(int(line.split()[1]))

    def request(
        self, header: dict[str, Any], arrays: list[np.ndarray], seconds: float
    ) -> tuple[dict[str, Any], list[np.ndarray]]:
        """Send one request and wait for its answer, starting the worker when needed."""
        return self.collect(self.post(header, arrays), seconds)

    def post(self, header: dict[str, Any], arrays: list[np.ndarray], ahead: bool = False) -> str:
        """Send one request without waiting for its answer (the worker answers in order);
        returns its id for :meth:`collect`. ``ahead``: other requests await their answers,
        so a worker that is gone is not stopped here: the answers it gave are read first."""
        if self.pid is None:
            self._start()
        request_id = secrets.token_hex(8)
        try:
            wire.send(self._requests, {**header, "id": request_id}, arrays)
        except (BrokenPipeError, OSError) as err:
            if ahead:
                raise WorkerDied("closed its pipe") from err
            status = self._exit_status()
            self.kill()
            raise WorkerDied(status or "closed its pipe") from err
        return request_id

    def collect(self, request_id: str, seconds: float) -> tuple[dict[str, Any], list[np.ndarray]]:
        """The next answer, which must be the one to ``request_id``, within ``seconds``."""
        if self.pid is None:  # killed since the request was sent
            raise WorkerDied("was stopped")
        answer = self._await(seconds)
        if answer[0].get("id") != request_id:  # an answer forged or left over from another call
            self.kill()
            raise WorkerDied("answered out of turn (the pipe to the grader was written to directly)")
        return answer

    def output(self) -> str:
        return self.tail.text() if self.tail else ""

    def kill(self) -> None:
        """Stop the worker and everything it started; its keeper confirms."""
        if self.pid is None:
            return
        try:
            os.write(self._kill_fd, b"k")
        except OSError:
            pass  # the keeper is gone already
        self._status_line(10.0)
        self._close_fds()

    def _close_fds(self) -> None:
        for close in (self._requests.close, lambda: os.close(self._answers_fd), lambda: os.close(self._kill_fd),
                      lambda: os.close(self._status_fd)):
            try:
                close()
            except OSError:
                pass
        self.pid = None

    def close(self) -> None:
        self.kill()
        if self.home is not None:
            self.home.cleanup()
