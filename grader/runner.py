"""Start, talk to and stop the worker process that runs one submission's code.

The runner owns the only pipe to student code. A call that runs past its time limit
kills the worker's whole process group; the next call starts a fresh worker, so one
runaway call costs only the check that made it.
"""

from __future__ import annotations

import os
import secrets
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from grader import sandbox
from grader import worker as wire
from grader.errors import GraderError

KIT_ROOT = Path(__file__).resolve().parent.parent
WORKER_SCRIPT = Path(wire.__file__).resolve()


@dataclass(frozen=True)
class Limits:
    """Limits for student code. Defaults let a naive pure-Python loop solution pass."""

    call_seconds: float = 20.0
    import_seconds: float = 60.0
    memory_bytes: int = 4 * 1024**3
    output_bytes: int = 64 * 1024
    sandbox: bool = True  # use the Linux sandbox where it can run (grader.sandbox)


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


class Worker:
    """One worker process for one submission, restarted on demand. The student modules are
    loaded into it by path (see ``grader.worker``); it works in a private temporary folder."""

    def __init__(self, limits: Limits, plan: sandbox.Plan) -> None:
        self.limits = limits
        self.plan = plan
        self.proc: subprocess.Popen[bytes] | None = None
        self.tail: _Tail | None = None
        self.home = tempfile.TemporaryDirectory(prefix="attnkit-worker-")
        self.generation = 0  # how many workers have been started; modules load per worker

    def ensure_started(self) -> int:
        """Start the worker if none runs; returns its generation number."""
        if self.proc is None:
            self._start()
        return self.generation

    def _start(self) -> None:
        self.generation += 1
        to_worker_r, to_worker_w = os.pipe()
        from_worker_r, from_worker_w = os.pipe()
        home = self.home.name
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": home,
            "TMPDIR": home,
            "LANG": "C.UTF-8",
            "OMP_NUM_THREADS": "1",
            "MKL_NUM_THREADS": "1",
            "OPENBLAS_NUM_THREADS": "1",
            "PYTHONHASHSEED": "0",
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        for name in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):  # needed for correct BLAS here
            if name in os.environ:
                env[name] = os.environ[name]
        blocked = [str(KIT_ROOT)]
        args = [str(to_worker_r), str(from_worker_w), home, str(self.limits.memory_bytes), *blocked]
        self.proc = subprocess.Popen(
            self.plan.command(sys.executable, str(WORKER_SCRIPT), home, args),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=self.home.name,
            env=env,
            pass_fds=(to_worker_r, from_worker_w),
            start_new_session=True,
        )
        os.close(to_worker_r)
        os.close(from_worker_w)
        self._requests = os.fdopen(to_worker_w, "wb")
        self._answers = _DeadlineReader(from_worker_r)
        self._answers_fd = from_worker_r
        self.tail = _Tail(self.proc.stdout, self.limits.output_bytes)
        try:
            self._await(self.limits.import_seconds)  # "ready" comes before any student code runs
        except (CallTimeout, WorkerDied) as err:
            raise GraderError(f"the worker process could not start ({err}); its output: {self.output()[-500:]}") from None

    def _await(self, seconds: float) -> tuple[dict[str, Any], list[np.ndarray]]:
        self._answers.deadline = time.monotonic() + seconds
        try:
            return wire.receive(self._answers)  # type: ignore[arg-type]
        except CallTimeout:
            self.kill()
            raise
        except Exception as err:  # noqa: BLE001 - anything unreadable means the worker is gone
            status = self._exit_status()
            self.kill()
            raise WorkerDied(status or f"sent an unreadable answer ({err})") from err

    def _exit_status(self) -> str:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return ""
        if code < 0:
            name = signal.Signals(-code).name
            hint = " (memory limit?)" if -code in (signal.SIGKILL, signal.SIGSEGV, signal.SIGABRT) else ""
            return f"was killed by {name}{hint}"
        return f"exited with status {code}"

    def request(
        self, header: dict[str, Any], arrays: list[np.ndarray], seconds: float
    ) -> tuple[dict[str, Any], list[np.ndarray]]:
        """Send one request and wait for its answer, starting the worker when needed."""
        if self.proc is None:
            self._start()
        request_id = secrets.token_hex(8)
        try:
            wire.send(self._requests, {**header, "id": request_id}, arrays)
        except (BrokenPipeError, OSError) as err:
            status = self._exit_status()
            self.kill()
            raise WorkerDied(status or "closed its pipe") from err
        answer = self._await(seconds)
        if answer[0].get("id") != request_id:  # an answer forged or left over from another call
            self.kill()
            raise WorkerDied("answered out of turn (the pipe to the grader was written to directly)")
        return answer

    def output(self) -> str:
        return self.tail.text() if self.tail else ""

    def kill(self) -> None:
        """Stop the worker and everything it started (its whole process group)."""
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()
        for stream in (self._requests,):
            try:
                stream.close()
            except OSError:
                pass
        os.close(self._answers_fd)
        self.proc = None

    def close(self) -> None:
        self.kill()
        self.home.cleanup()
