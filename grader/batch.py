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
import subprocess
import sys
from pathlib import Path
from typing import Any, TextIO

from grader.contract import MODULES
from grader.errors import SubmissionError
from grader.report import write_atomic
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


def run_parts(folders: list[Path], *, jobs: int, extra_args: list[str], out: TextIO) -> int:
    """Grade ``folders`` in ``jobs`` grader processes (round robin); returns the worst exit."""
    parts = [folders[i::jobs] for i in range(jobs) if folders[i::jobs]]
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "grader", "grade", *map(str, part), *extra_args, "--force", "--part"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        for part in parts
    ]
    worst = 0
    for proc in procs:
        assert proc.stdout is not None
        for line in proc.stdout:
            if not line.startswith(("attnkit grader", "isolation:")):
                out.write(line)
        worst = max(worst, proc.wait())
    return worst


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


def expand(paths: list[Path], unpack_into: Path | None = None) -> list[Path]:
    """Submission folders; a folder that holds no student files but holds folders is a
    folder of submissions (one per subfolder, hidden ones skipped); an archive (.zip, .tar,
    .tar.gz, .tgz) is unpacked into ``unpack_into`` and expanded the same way."""
    out: list[Path] = []
    for path in map(Path, paths):
        if path.is_file() and path.name.endswith(ARCHIVES) and unpack_into is not None:
            unpacked = unpack(path, unpack_into)
            inner = [p for p in unpacked.iterdir() if p.is_dir() and not p.name.startswith(".")]
            holds = any(find_module_file(unpacked, m) for m in MODULES.values())
            path = inner[0] if len(inner) == 1 and not holds and not any(
                find_module_file(inner[0], m) for m in MODULES.values()) else unpacked
        holds_files = any(find_module_file(path, m) for m in MODULES.values())
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
