"""``check --watch`` as a student uses it: start it, save a fix, see the row turn full,
save a file that does not parse, read why, press Ctrl-C; on Linux's fork path and on the
portable path macOS and Windows take (their facts emulated: ``tests/platforms/``)."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import ROOT, emulated_python

from grader.outcomes import CheckResult
from grader.running import watch


def _result(id_: str, status: str) -> CheckResult:
    return CheckResult(id=id_, exercise="mixture", track="numpy", title=f"check {id_}", points=1, hidden=False,
                       voids_exercise=False, status=status)


def test_changes_name_the_checks_newly_passing_and_newly_failing():
    before = [_result("a", "failed"), _result("b", "passed"), _result("c", "failed")]
    after = [_result("a", "passed"), _result("b", "failed"), _result("c", "failed"), _result("d", "passed")]
    said = watch.changes(before, after)
    assert "now passing: [numpy] check a" in said and "now failing: [numpy] check b" in said
    assert "check c" not in said and "check d" not in said  # unchanged, and new (nothing to compare with)
    assert watch.changes(None, after) == ""
    assert watch.changes(after, after) == "Since the last run: no check changed."


def test_a_save_is_noticed_once_the_file_holds_still(tmp_path):
    (tmp_path / "numpy_core.py").write_text("x = 1\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not python", encoding="utf-8")
    steps = iter([
        lambda: (tmp_path / "notes.txt").write_text("edited", encoding="utf-8"),  # not a .py file: no run
        lambda: (tmp_path / "numpy_core.py").write_text("x = 22\n", encoding="utf-8"),
        lambda: (tmp_path / "numpy_core.py").write_text("x = 333\n", encoding="utf-8"),  # still being written
    ])
    polls = []

    def sleep(seconds: float) -> None:
        polls.append(seconds)
        next(steps, lambda: None)()

    assert next(watch.saves(tmp_path, poll=0.01, sleep=sleep)) == ["numpy_core.py"]
    assert len(polls) == 4  # the .txt edit, the save, a change while writing, one poll holding still


def _descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


class _Reader:
    """The watch's output, read on a thread so that a test can wait for a line with a time limit."""

    def __init__(self, stream) -> None:
        self.text = ""
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def done(self) -> None:
        self._thread.join(timeout=10)

    def _read(self, stream) -> None:
        for line in iter(stream.readline, ""):
            with self._lock:
                self.text += line

    def wait_for(self, pattern: str, after: int = 0, seconds: float = 120) -> int:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with self._lock:
                found = re.search(pattern, self.text[after:])
            if found:
                return after + found.end()
            time.sleep(0.05)
        raise AssertionError(f"no {pattern!r} within {seconds} s; the watch printed:\n{self.text[-3000:]}")


@contextlib.contextmanager
def _watching(python: str, *args: str, encoding: str = "utf-8") -> Iterator[tuple[subprocess.Popen, _Reader]]:
    """``python -m grader check ARGS --watch`` in a session of its own, as a terminal runs
    it (Ctrl-C's SIGINT at its default: a test process that ignores it, as some libraries
    leave one, would pass that on, and Python then never raises KeyboardInterrupt); killed
    at the end if it is still up."""
    proc = subprocess.Popen([python, "-m", "grader", "check", *args, "--watch"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, encoding=encoding, errors="replace",
                            start_new_session=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    out = _Reader(proc.stdout)
    try:
        yield proc, out
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        out.done()
        proc.stdout.close()


STUB = (ROOT / "exercises" / "numpy_core.py").read_text(encoding="utf-8")
REFERENCE = (ROOT / "solutions" / "numpy_core.py").read_text(encoding="utf-8")


@pytest.mark.parametrize("platform", ["linux", "macos", "windows"])
def test_watch_reruns_on_save_says_why_a_file_does_not_parse_and_stops_cleanly_on_ctrl_c(tmp_path, platform):
    folder = tmp_path / "exercises"
    folder.mkdir()
    (folder / "numpy_core.py").write_text(STUB, encoding="utf-8")
    (folder / "torch_core.py").write_text((ROOT / "exercises" / "torch_core.py").read_text(encoding="utf-8"),
                                          encoding="utf-8")
    python = sys.executable if platform == "linux" else str(emulated_python(platform, tmp_path))
    with _watching(python, str(folder), "--track", "numpy", "--exercise", "mixture",
                   encoding="cp1252" if platform == "windows" else "utf-8") as (proc, out):
        at = out.wait_for(r"1\. Weighted mixture\s+0/(\d+)")
        at = out.wait_for("Watching .* for saves", at)
        (folder / "numpy_core.py").write_text(REFERENCE, encoding="utf-8")  # the student saves a fix
        at = out.wait_for(r"Saved: numpy_core\.py; checking again", at)
        full = out.wait_for(r"1\. Weighted mixture\s+(\d+)/\1\s", at)
        at = out.wait_for(r"now passing: \[numpy\] weighted_mixture", full)
        at = out.wait_for("Watching", at)
        (folder / "numpy_core.py").write_text(REFERENCE + "\ndef broken(:\n", encoding="utf-8")
        at = out.wait_for("SyntaxError", at)
        at = out.wait_for(r"now failing: \[numpy\]", at)
        at = out.wait_for("Watching", at)  # the watch goes on
        started = _descendants(proc.pid)
        assert started, "the watch keeps its workers' template (or spare) warm between runs"
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        assert proc.wait(timeout=60) == 0, out.text[-2000:]
        out.wait_for("Stopped watching", at, seconds=10)
        assert "Traceback" not in out.text, out.text[-3000:]
        time.sleep(0.5)
        left = {pid for pid in started if Path(f"/proc/{pid}").exists()
                and Path(f"/proc/{pid}/stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()[0] != "Z"}
        assert not left, f"processes left behind after Ctrl-C: {sorted(left)}"


def test_a_save_of_one_module_reruns_its_track_and_keeps_the_others_results(tmp_path):
    folder = tmp_path / "exercises"
    folder.mkdir()
    for module in ("numpy_core", "torch_core"):
        (folder / f"{module}.py").write_text((ROOT / "exercises" / f"{module}.py").read_text(encoding="utf-8"),
                                             encoding="utf-8")
    with _watching(sys.executable, str(folder), "--exercise", "mixture") as (proc, out):
        at = out.wait_for(r"1\. Weighted mixture\s+0/\d+\s+0/\d+\n")
        at = out.wait_for("Watching", at)
        (folder / "numpy_core.py").write_text(REFERENCE, encoding="utf-8")
        at = out.wait_for(r"\(numpy only: the other module did not change\)", at)
        at = out.wait_for(r"1\. Weighted mixture\s+(\d+)/\1\s+0/\d+\n", at)  # the torch column is the last run's
        at = out.wait_for("Watching", at)
        (folder / "torch_core.py").write_text((ROOT / "solutions" / "torch_core.py").read_text(encoding="utf-8"),
                                              encoding="utf-8")
        at = out.wait_for(r"\(torch only", at)
        at = out.wait_for(r"1\. Weighted mixture\s+(\d+)/\1\s+(\d+)/\2\n", at)
        at = out.wait_for("All public checks pass", at)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=60) == 0


def test_a_save_made_while_a_run_was_going_is_not_missed(tmp_path):
    """The watch compares with the files as they were when the last run started: a save
    between that moment and the first poll (while the table printed) starts a run."""
    (tmp_path / "numpy_core.py").write_text("x = 1\n", encoding="utf-8")
    before_run = watch.snapshot(tmp_path)
    (tmp_path / "numpy_core.py").write_text("x = 22\n", encoding="utf-8")  # saved before the watch looks
    assert next(watch.saves(tmp_path, poll=0.01, sleep=lambda s: None, since=before_run)) == ["numpy_core.py"]
