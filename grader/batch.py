"""Grade many submissions: skip what is already graded, split the rest over processes.

Each graded submission leaves ``OUT/<name>/results.json`` and, written after it, the small
state file ``OUT/<name>/.attnkit.json`` with a fingerprint of what was graded (grader
version, selection, the student's two files, the reference). A rerun skips a submission
whose fingerprint still matches, so an interrupted batch resumes where it stopped;
``--force`` regrades everything.
"""

from __future__ import annotations

import hashlib
import json
import os
import selectors
import subprocess
import sys
from pathlib import Path
from typing import Any

from grader import report
from grader.contract import MODULES
from grader.errors import SubmissionError
from grader.progress import Progress
from grader.report import write_atomic
from grader.session import grade_folder
from grader.student import find_module_file

STATE = ".attnkit.json"


def fingerprint(folder: Path, *, version: str, solutions: Path, selection: list[str]) -> str:
    digest = hashlib.sha256(f"{version}\n{sorted(selection)}\n".encode())
    for module in MODULES.values():
        for path in (find_module_file(folder, module), solutions / f"{module}.py"):
            digest.update(path.read_bytes() if path is not None and path.is_file() else b"<missing>")
    return digest.hexdigest()


def load_state(out_dir: Path, name: str) -> dict[str, Any] | None:
    try:
        state = json.loads((out_dir / name / STATE).read_text())
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) else None


def done(out_dir: Path, name: str, fingerprint: str) -> bool:
    """Graded before with the same fingerprint (a folder that could not be graded is retried)."""
    state = load_state(out_dir, name)
    return state is not None and state.get("fingerprint") == fingerprint and not state.get("not_graded")


def save_state(out_dir: Path, name: str, state: dict[str, Any]) -> None:
    write_atomic(out_dir / name / STATE, json.dumps(state) + "\n")


def default_jobs() -> int:
    """Every core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def student_name(folder: Path) -> str:
    """Who a submission belongs to. GitHub Classroom names each student's repository
    ``<assignment>-<username>``, and ``gh classroom clone student-repos`` puts them in a
    folder ``<assignment>-submissions``: there the student is the username. Elsewhere the
    folder's name is the student's."""
    folder = Path(folder).resolve()
    parent = folder.parent.name
    if parent.endswith("-submissions"):
        prefix = parent.removesuffix("-submissions") + "-"
        if folder.name.startswith(prefix) and len(folder.name) > len(prefix):
            return folder.name[len(prefix):]
    return folder.name


EVENT = "@attnkit-graded "
"""Prefix of the line a ``--part`` process prints for each submission it finished."""


def grade_one(folder: Path, name: str, *, out_dir: Path, fingerprint: str, header: str,
              **options: Any) -> dict[str, Any]:
    """Grade one submission and write its files (results.json, feedback.md, then the state
    file, each atomically); returns the event the progress display shows."""
    student = student_name(folder)
    try:
        graded = grade_folder(folder, include_hidden=True, **options)
    except SubmissionError as err:
        save_state(out_dir, name, {"fingerprint": fingerprint, "not_graded": True,
                                   "row": report.csv_row(name, None, str(err), student=student)})
        return {"name": name, "status": "not graded", "problem": True, "line": f"{name}: not graded: {err}"}
    write_atomic(out_dir / name / "results.json", report.json_text(report.results_json(graded, header)))
    write_atomic(out_dir / name / "feedback.md", report.feedback_markdown(name, graded))
    bugs = len(graded.grader_errors)
    save_state(out_dir, name, {"fingerprint": fingerprint, "row": report.csv_row(name, graded, student=student),
                               "grader_errors": bugs})
    extra = f"  ({bugs} checks hit a grader error)" if bugs else ""
    return {"name": name, "status": "graded", "problem": bool(bugs),
            "line": f"{name}: {graded.earned:g}/{graded.possible:g} in {graded.seconds:.1f} s{extra}"}


def run_parts(folders: list[Path], *, jobs: int, extra_args: list[str], progress: Progress) -> int:
    """Grade ``folders`` in ``jobs`` grader processes (round robin); returns the worst exit.
    Each process reports every finished submission on its output; the rest of its output
    (a crash, say) is passed on as it comes."""
    parts = [folders[i::jobs] for i in range(jobs) if folders[i::jobs]]
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "grader", "grade", *map(str, part), *extra_args, "--force", "--part", "--jobs", "1"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, bufsize=0,
        )
        for part in parts
    ]
    pending = {proc.stdout.fileno(): b"" for proc in procs if proc.stdout is not None}
    with selectors.DefaultSelector() as selector:
        for fd in pending:
            selector.register(fd, selectors.EVENT_READ)
        while pending:
            for key, _ in selector.select():
                fd = int(key.fd)
                chunk = os.read(fd, 65536)
                lines = (pending[fd] + chunk).split(b"\n")
                if not chunk:  # the process is done: pass on what it left unterminated
                    selector.unregister(fd)
                    lines.append(b"")
                    del pending[fd]
                else:
                    pending[fd] = lines[-1]
                for raw in lines[:-1]:
                    line = raw.decode("utf-8", "replace")
                    if line.startswith(EVENT):
                        progress.update(json.loads(line[len(EVENT):]))
                    elif line.strip() and not line.startswith(("attnkit grader", "isolation:")):
                        progress.message(line)
    return max(proc.wait() for proc in procs)


ARCHIVES = (".zip", ".tar", ".tar.gz", ".tgz")
MAX_UNPACKED = 512 * 2**20


def unpack(archive: Path, into: Path) -> Path:
    """Extract an archive of submissions safely: regular files and folders only, every
    path inside ``into``, at most 512 MiB. Raises SubmissionError otherwise."""
    import tarfile
    import zipfile

    target = into / archive.name.split(".")[0]
    target.mkdir(parents=True)
    try:
        if archive.name.endswith(".zip"):
            with zipfile.ZipFile(archive) as z:
                members = [(m.filename, m.file_size, m.is_dir(), (m.external_attr >> 16) & 0o170000) for m in z.infolist()]
                _check_members(members, target)
                z.extractall(target)
        else:
            with tarfile.open(archive) as t:
                members = []
                for m in t.getmembers():
                    if not (m.isfile() or m.isdir()):
                        raise SubmissionError(f"{archive.name}: {m.name} is a link or device; archives may hold files only")
                    members.append((m.name, m.size, m.isdir(), 0))
                _check_members(members, target)
                t.extractall(target, filter="data")
    except (OSError, zipfile.BadZipFile, tarfile.TarError) as err:
        raise SubmissionError(f"cannot unpack {archive}: {err}") from err
    return target


def _check_members(members: list[tuple[str, int, bool, int]], target: Path) -> None:
    total = 0
    for name, size, _is_dir, mode in members:
        if mode and mode not in (0o100000, 0o040000):
            raise SubmissionError(f"{name} in the archive is a link or device; archives may hold files only")
        if not (target / name).resolve().is_relative_to(target.resolve()):
            raise SubmissionError(f"{name} in the archive would land outside its folder")
        total += size
    if total > MAX_UNPACKED:
        raise SubmissionError(f"the archive unpacks to {total} bytes, over the {MAX_UNPACKED}-byte limit")


def holds_modules(folder: Path) -> bool:
    return any(find_module_file(folder, m) for m in MODULES.values())


def expand(paths: list[Path], unpack_into: Path | None = None) -> list[Path]:
    """Submission folders; a folder that holds no student files but holds folders is a
    folder of submissions (one per subfolder, hidden ones skipped); an archive (.zip, .tar,
    .tar.gz, .tgz) is unpacked into ``unpack_into`` and expanded the same way."""
    out: list[Path] = []
    for path in map(Path, paths):
        if path.is_file() and path.name.endswith(ARCHIVES) and unpack_into is not None:
            unpacked = unpack(path, unpack_into)
            inner = [p for p in unpacked.iterdir() if p.is_dir() and not p.name.startswith(".")]
            path = inner[0] if len(inner) == 1 and not holds_modules(unpacked) and not holds_modules(inner[0]) else unpacked
        holds_files = holds_modules(path) or (path.is_dir() and any(path.glob("*.ipynb")))
        children = sorted(p for p in path.iterdir() if p.is_dir() and not p.name.startswith(".")) if path.is_dir() else []
        out.extend(children if not holds_files and children else [path])
    return out


def class_summary(out_dir: Path, names: list[str]) -> dict[str, Any]:
    """Per-check pass rates and the score distribution over the graded submissions."""
    checks: dict[str, list[int]] = {}
    percents = []
    for name in names:
        try:
            data = json.loads((out_dir / name / "results.json").read_text())
        except (OSError, ValueError):
            continue
        percents.append(100 * data["score"] / data["max_score"] if data["max_score"] else 0.0)
        for test in data["tests"]:
            counts = checks.setdefault(test["name"], [0, 0])
            counts[0] += test["status"] == "passed"
            counts[1] += 1
    bins = {f"{lo}-{lo + 10}%": 0 for lo in range(0, 100, 10)}
    for p in percents:
        lo = min(int(p // 10) * 10, 90)
        bins[f"{lo}-{lo + 10}%"] += 1
    return {
        "graded": len(percents),
        "mean_percent": sum(percents) / len(percents) if percents else None,
        "score_distribution": bins,
        "pass_rate": {name: passed / total for name, (passed, total) in sorted(checks.items())},
    }


def summary_markdown(summary: dict[str, Any]) -> str:
    lines = ["# Class summary", "", f"Graded submissions: {summary['graded']}"]
    if summary["mean_percent"] is not None:
        lines.append(f"Mean score: {summary['mean_percent']:.1f}%")
    lines += ["", "| Score | Submissions |", "|---|---|"]
    lines += [f"| {band} | {count} |" for band, count in summary["score_distribution"].items()]
    lines += ["", "Checks passed by the fewest submissions first:", "", "| Check | Pass rate |", "|---|---|"]
    for name, rate in sorted(summary["pass_rate"].items(), key=lambda item: item[1]):
        lines.append(f"| {name.replace('|', '/')} | {100 * rate:.0f}% |")
    return "\n".join(lines) + "\n"
