"""The same 20 notebook submissions graded by ``nbgrader autograde`` and by our grader, in one run.

The course comes from ``python -m grader nbgrader``; the 20 students are 4 copies of the
reference, 2 release notebooks left unchanged, and 14 reference notebooks with one answer
cell replaced by a wrong corpus entry. Three timings, all from the course root:

- ``nbgrader autograde attention --force`` (one kernel per notebook; its test cells call
  the grader inside the kernel);
- ``python -m grader grade submitted --out ...`` with the default ``--jobs`` (one per core);
- the same with ``--jobs 1`` (serial, as nbgrader is).

It prints the times, the ratios nbgrader / grader, and whether both gave every student the
same total. Nothing asserts a time. Run: ``python benchmarks/bench_nbgrader.py``.
"""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
ENV = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"}
MODULES = {"numpy": "numpy_core", "torch": "torch_core"}
ASSIGNMENT = "attention"


def _wrong_entries(count: int) -> list[tuple[str, str, str]]:
    """(track, function, code) for ``count`` wrong corpus entries, spread over tracks and exercises."""
    picked = []
    for path in sorted((ROOT / "tests" / "corpus" / "wrong").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        track = re.search(r"^# track: (\w+)", text, re.M)
        functions = re.findall(r"^def (\w+)\(", text, re.M)
        if track and len(functions) == 1:
            picked.append((track.group(1), functions[0], text))
    step = max(1, len(picked) // count)
    return picked[::step][:count]


def _run(cmd: list[str], cwd: Path) -> float:
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, env=ENV, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return seconds


def make_course(course: Path) -> list[str]:
    subprocess.run([sys.executable, "-m", "grader", "nbgrader", str(course)], cwd=ROOT, env=ENV, check=True,
                   capture_output=True)
    subprocess.run([str(BIN / "nbgrader"), "generate_assignment", ASSIGNMENT, "--force"], cwd=course, env=ENV,
                   check=True, capture_output=True)
    source = {t: json.loads((course / "source" / ASSIGNMENT / f"{m}.ipynb").read_text(encoding="utf-8")) for t, m in MODULES.items()}
    students = []
    plan = ["reference"] * 4 + ["unchanged"] * 2 + [f"wrong:{i}" for i in range(14)]
    wrong = _wrong_entries(14)
    for number, kind in enumerate(plan):
        student = f"student{number:02d}"
        folder = course / "submitted" / student / ASSIGNMENT
        folder.mkdir(parents=True)
        for track, module in MODULES.items():
            if kind == "unchanged":
                shutil.copy(course / "release" / ASSIGNMENT / f"{module}.ipynb", folder / f"{module}.ipynb")
                continue
            notebook = copy.deepcopy(source[track])
            if kind.startswith("wrong:"):
                entry_track, function, code = wrong[int(kind.split(":")[1])]
                if entry_track == track:
                    for cell in notebook["cells"]:
                        if cell["metadata"].get("nbgrader", {}).get("grade_id") == f"answer_{function}":
                            cell["source"] = code.splitlines(keepends=True)
            (folder / f"{module}.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
        students.append(student)
    return students


def nbgrader_totals(course: Path) -> dict[str, float]:
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {s.student.id: float(s.score) for s in gb.find_assignment(ASSIGNMENT).submissions}


def grader_totals(out: Path) -> dict[str, float]:
    lines = (out / "grades.csv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split(",")
    return {row[header.index("student")]: float(row[header.index("score")]) for row in (line.split(",") for line in lines[1:])}


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-nbgrader-") as tmp:
        course = Path(tmp) / "course"
        students = make_course(course)
        nb_seconds = _run([str(BIN / "nbgrader"), "autograde", ASSIGNMENT, "--force"], course)
        ours = _run([sys.executable, "-m", "grader", "grade", "submitted", "--out", str(Path(tmp) / "out")], course)
        serial = _run([sys.executable, "-m", "grader", "grade", "submitted", "--out", str(Path(tmp) / "out1"),
                       "--jobs", "1"], course)
        a, b = nbgrader_totals(course), grader_totals(Path(tmp) / "out")
        same = sum(a.get(s) == b.get(s) for s in students)
        print(f"{len(students)} notebook submissions (2 notebooks each), {os.cpu_count()} cores")
        print(f"nbgrader autograde:          {nb_seconds:7.1f} s  ({nb_seconds / len(students):.2f} s per submission)")
        print(f"grader, default --jobs:      {ours:7.1f} s  ({ours / len(students):.2f} s per submission)")
        print(f"grader, --jobs 1:            {serial:7.1f} s  ({serial / len(students):.2f} s per submission)")
        print(f"ratio nbgrader / grader:     {nb_seconds / ours:.2f}x (default jobs), {nb_seconds / serial:.2f}x (serial)")
        print(f"same total for {same} of {len(students)} students")
        for s in students:
            if a.get(s) != b.get(s):
                print(f"  {s}: nbgrader {a.get(s)}, grader {b.get(s)}")


if __name__ == "__main__":
    main()
