"""What a batch prints while it grades: a progress bar on a terminal, plain lines elsewhere.

On a terminal one line is redrawn in place (done, not graded, elapsed, time left) and
only problems are printed above it. Anywhere else (CI logs, files) there is no redrawing:
one line per graded submission, or none with ``quiet``, problems always.
"""

from __future__ import annotations

import time
from typing import Any, TextIO

WIDTH = 24


class Progress:
    def __init__(self, total: int, out: TextIO, *, bar: bool | None = None, quiet: bool = False) -> None:
        self.total = total
        self.out = out
        self.bar = _isatty(out) if bar is None else bar
        self.quiet = quiet
        self.done = 0
        self.not_graded = 0
        self.started = time.perf_counter()
        self._drawn = False

    def update(self, event: dict[str, Any]) -> None:
        """One submission finished: ``event`` has its ``line`` and whether it is a ``problem``."""
        self.done += 1
        self.not_graded += event.get("status") == "not graded"
        if event.get("problem") or not (self.bar or self.quiet):
            self.message(str(event["line"]))
        elif self.bar:
            self._draw()

    def message(self, text: str) -> None:
        """Print a line (above the bar, on a terminal)."""
        self._clear()
        print(text.rstrip("\n"), file=self.out, flush=True)
        if self.bar:
            self._draw()

    def close(self) -> None:
        self._clear()

    def _draw(self) -> None:
        filled = WIDTH * self.done // max(self.total, 1)
        elapsed = time.perf_counter() - self.started
        left = elapsed / self.done * (self.total - self.done) if self.done else 0.0
        text = (f"[{'#' * filled}{'.' * (WIDTH - filled)}] {self.done}/{self.total} graded,"
                f" {self.not_graded} not graded, {elapsed:.0f} s elapsed, about {left:.0f} s left")
        self.out.write("\r\x1b[2K" + text)
        self.out.flush()
        self._drawn = True

    def _clear(self) -> None:
        if self._drawn:
            self.out.write("\r\x1b[2K")
            self.out.flush()
            self._drawn = False


def _isatty(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError):
        return False
