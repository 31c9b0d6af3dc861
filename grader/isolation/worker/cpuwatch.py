"""The worker's own stopwatch for calls that get a CPU-time limit.

Once a call of a submission has timed out, its later calls get short limits (a fraction
of a second). Measured on the grader's wall clock, such a limit also counts what is not
the student's: the trip through the pipes, and the time the worker waits for a core on
a busy machine. That made grades depend on the machine's load. Such a call is therefore
limited in the CPU time of the worker process instead (``time.process_time``, on every
platform): a thread of the worker watches it and, when the call has used its limit,
answers "out of CPU time" for it and ends the process. Code that holds the interpreter
lock or does not use the CPU (a long C routine, a sleep) is stopped by the grader's
wall-clock limit, which is longer (``Limits.after_timeout_wall_grace``).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

POLL_SECONDS = 0.005
"""How often the watching thread looks at the CPU time (the interpreter's switch interval)."""


class CpuWatch:
    """Ends the process when the armed call uses more CPU time than it may.

    ``expired(request_id, seconds)`` writes the answer that says so; the process ends
    right after it. Arming and disarming share a lock with the expiry, so a call that
    returns is either answered by the worker's loop or by the watch, never by both."""

    def __init__(self, expired: Callable[[str, float], None]) -> None:
        self._expired = expired
        self._changed = threading.Condition()
        self._request = ""
        self._started = 0.0
        self._limit: float | None = None
        self._thread: threading.Thread | None = None

    def arm(self, request_id: str, seconds: float) -> None:
        """Watch the call about to run: it may use ``seconds`` of CPU time from now."""
        with self._changed:
            if self._thread is None:  # started on the first call that needs it: most workers never do
                self._thread = threading.Thread(target=self._watch, name="cpu-watch", daemon=True)
                self._thread.start()
            self._request, self._started, self._limit = request_id, time.process_time(), seconds
            self._changed.notify()

    def disarm(self) -> None:
        with self._changed:
            self._limit = None

    def _watch(self) -> None:
        while True:
            with self._changed:
                while self._limit is None:
                    self._changed.wait()
                used = time.process_time() - self._started
                if used > self._limit:
                    try:
                        self._expired(self._request, used)
                    finally:
                        os._exit(0)
            time.sleep(POLL_SECONDS)
