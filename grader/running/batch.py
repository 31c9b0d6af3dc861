"""Grade many submissions: skip what is already graded, split the rest over processes.

Each graded submission leaves ``OUT/<name>/results.json`` and, written after it, the small
state file ``OUT/<name>/.attnkit.json`` with a fingerprint of what was graded (grader
version, selection, the student's two files, the reference). A rerun skips a submission
whose fingerprint still matches, so an interrupted batch resumes where it stopped;
``--force`` regrades everything.

With several jobs, each grading process (``python -m grader.running.batch``) reads one
:class:`Job` as JSON on its input: the options travel whole, never rebuilt as a command
line, so an option is listed once (in :class:`Job` and the CLI that fills it).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import queue
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grader.contract import MODULES
from grader.errors import GraderError, SubmissionError
from grader.intake.folders import find_module_file, student_name
from grader.isolation.runner import Limits
from grader.kit import DEFAULT_SOLUTIONS
from grader.reports import dashboard
from grader.reports.files import json_text, write_atomic
from grader.reports.grades_csv import csv_row
from grader.reports.gradescope import results_json
from grader.reports.html import report_html, report_not_graded
from grader.reports.text import feedback_markdown
from grader.running.plugin import one_session
from grader.running.progress import Progress
from grader.running.session import grade_folder


@dataclass(frozen=True)
class Job:
    """How to grade: the same for every submission of a batch, in every process."""

    out_dir: Path
    header: str
    solutions: Path = DEFAULT_SOLUTIONS
    limits: Limits = Limits()
    exercises: tuple[str, ...] | None = None
    tracks: tuple[str, ...] | None = None
    hide: tuple[Path, ...] = ()
    html: bool = True
    """Write each submission's report.html, with the lesson's experiment run on its functions."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data: paths as strings, limits as their fields."""
        return json.loads(json.dumps(dataclasses.asdict(self), default=str))  # type: ignore[no-any-return]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Job:
        return cls(
            out_dir=Path(data["out_dir"]), header=data["header"], solutions=Path(data["solutions"]),
            limits=Limits(**data["limits"]),
            exercises=None if data["exercises"] is None else tuple(data["exercises"]),
            tracks=None if data["tracks"] is None else tuple(data["tracks"]),
            hide=tuple(Path(h) for h in data["hide"]), html=bool(data["html"]),
        )

    def grading_options(self) -> dict[str, Any]:
        """The keyword arguments of :func:`grader.running.session.grade_folder`."""
        return {"solutions": self.solutions, "limits": self.limits, "hide": list(self.hide),
                "exercises": None if self.exercises is None else set(self.exercises),
                "tracks": None if self.tracks is None else set(self.tracks)}


STATE = ".attnkit.json"


def fingerprint(folder: Path, *, version: str, solutions: Path, selection: list[str]) -> str:
    digest = hashlib.sha256(f"{version}\n{sorted(selection)}\n".encode())
    for module in MODULES.values():
        for path in (find_module_file(folder, module), solutions / f"{module}.py"):
            digest.update(path.read_bytes() if path is not None and path.is_file() else b"<missing>")
    return digest.hexdigest()


SHARD = "shard.json"
"""Written by ``grade --shard K/N`` into its output folder: which shard, of which run."""


def run_fingerprint(*, version: str, solutions: Path, selection: list[str], shards: int, names: list[str]) -> str:
    """What every shard of one run shares: grader version, reference, selection, the
    number of shards and the whole class (``merge`` refuses shards that differ)."""
    digest = hashlib.sha256(f"{version}\n{sorted(selection)}\n{shards}\n{sorted(names)}\n".encode())
    for module in MODULES.values():
        path = solutions / f"{module}.py"
        digest.update(path.read_bytes() if path.is_file() else b"<missing>")
    return digest.hexdigest()


def load_state(out_dir: Path, name: str) -> dict[str, Any] | None:
    try:
        state = json.loads((out_dir / name / STATE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) else None


def done(out_dir: Path, name: str, fingerprint: str) -> bool:
    """Graded before with the same fingerprint (a folder that could not be graded is retried, and so
    is a state written before it kept the dashboard's record)."""
    state = load_state(out_dir, name)
    return (state is not None and state.get("fingerprint") == fingerprint and not state.get("not_graded")
            and "dashboard" in state)


def save_state(out_dir: Path, name: str, state: dict[str, Any]) -> None:
    write_atomic(out_dir / name / STATE, json.dumps(state) + "\n")


def default_jobs() -> int:
    """Every core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


EVENT = "@attnkit-graded "
"""Prefix of the line a grading process prints for each submission it finished."""


def grade_one(folder: Path, name: str, *, job: Job, fingerprint: str) -> dict[str, Any]:
    """Grade one submission and write its files (results.json, feedback.md, report.html unless
    ``job.html`` is off, then the state file, each atomically); returns the event the
    progress display shows."""
    out_dir = job.out_dir
    student = student_name(folder)
    try:
        graded = grade_folder(folder, include_hidden=True, experiment=job.html, **job.grading_options())
    except SubmissionError as err:
        if job.html:
            write_atomic(out_dir / name / "report.html", report_not_graded(name, str(err), job.header))
        save_state(out_dir, name, {"fingerprint": fingerprint, "not_graded": True,
                                   "row": csv_row(name, None, str(err), student=student)})
        return {"name": name, "status": "not graded", "problem": True, "line": f"{name}: not graded: {err}"}
    write_atomic(out_dir / name / "results.json", json_text(results_json(graded, job.header)))
    write_atomic(out_dir / name / "feedback.md", feedback_markdown(name, graded))
    if job.html:
        write_atomic(out_dir / name / "report.html", report_html(graded, name=name, header=job.header))
    bugs = len(graded.grader_errors)
    save_state(out_dir, name, {"fingerprint": fingerprint, "row": csv_row(name, graded, student=student),
                               "grader_errors": bugs, "dashboard": dashboard.record(graded)})
    extra = f"  ({bugs} checks hit a grader error)" if bugs else ""
    return {"name": name, "status": "graded", "problem": bool(bugs),
            "line": f"{name}: {graded.earned:g}/{graded.possible:g} in {graded.seconds:.1f} s{extra}"}


def run_parts(todo: list[tuple[Path, str, str]], *, jobs: int, job: Job, progress: Progress) -> int:
    """Grade ``todo`` (folder, name, fingerprint) in ``jobs`` processes (round robin);
    returns the worst exit status. Each process reports every finished submission on its
    output; the rest of its output (a crash, say) is passed on as it comes."""
    parts = [todo[i::jobs] for i in range(jobs) if todo[i::jobs]]
    procs = []
    for part in parts:
        proc = subprocess.Popen([sys.executable, "-m", "grader.running.batch"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, bufsize=0)
        assert proc.stdin is not None
        proc.stdin.write(json.dumps({"job": job.to_dict(), "todo": [[str(f), n, p] for f, n, p in part]}).encode())
        proc.stdin.close()
        procs.append(proc)
    lines: queue.Queue[bytes | None] = queue.Queue()

    def read(stream: Any) -> None:  # a thread per process: pipes cannot be select()ed on Windows
        for raw in iter(stream.readline, b""):
            lines.put(raw)
        lines.put(None)

    for proc in procs:
        threading.Thread(target=read, args=(proc.stdout,), daemon=True).start()
    running = len(procs)
    while running:
        raw = lines.get()
        if raw is None:
            running -= 1
            continue
        line = raw.decode("utf-8", "replace").rstrip("\r\n")
        if line.startswith(EVENT):
            progress.update(json.loads(line[len(EVENT):]))
        elif line.strip():
            progress.message(line)
    return max(proc.wait() for proc in procs)  # 2: a process could not work at all


def _part_main() -> int:
    """One grading process of :func:`run_parts`: a job and its share of submissions on stdin."""
    import signal

    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))  # clean-up runs
    if hasattr(sys.stdout, "reconfigure"):  # the parent reads UTF-8, whatever this platform's code page
        sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
    request = json.loads(sys.stdin.read())
    job = Job.from_dict(request["job"])
    def grade_all() -> None:
        for folder, name, print_ in request["todo"]:
            event = grade_one(Path(folder), name, job=job, fingerprint=print_)
            print(EVENT + json.dumps(event), flush=True)

    try:
        one_session(grade_all)  # one pytest session for this process's share
    except GraderError as err:  # the grader cannot work here (no template, say): the parent stops
        print(f"Error: {err}", flush=True)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(_part_main())
