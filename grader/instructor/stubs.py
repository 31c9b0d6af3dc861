"""Generate the student stubs in ``exercises/`` from the reference in ``solutions/``.

Each ``### BEGIN SOLUTION`` ... ``### END SOLUTION`` region (nbgrader's markers) inside a
function becomes one ``raise NotImplementedError(...)`` that points to the lesson; a
region at module level is dropped. Everything else, docstrings included, is copied.
"""

from __future__ import annotations

import re
from pathlib import Path

from grader.contract import EXERCISE_OF, MODULES
from grader.errors import GraderError

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
_DEF = re.compile(r"^\s*def (\w+)\(")


def make_stub(source: str, *, filename: str = "<source>") -> str:
    """Return ``source`` with every solution region replaced by a stub."""
    out: list[str] = []
    current_def: str | None = None
    inside: str | None = None
    for number, line in enumerate(source.splitlines(keepends=True), start=1):
        stripped = line.strip()
        match = _DEF.match(line)
        if match and line[: len(line) - len(line.lstrip())] == "":
            current_def = match.group(1)
        if stripped == BEGIN:
            if inside is not None:
                raise GraderError(f"{filename}:{number}: {BEGIN} inside another solution region")
            inside = line[: len(line) - len(line.lstrip())]
            if inside and current_def is not None:
                where = EXERCISE_OF[current_def].lesson if current_def in EXERCISE_OF else "the lesson"
                out.append(
                    f'{inside}raise NotImplementedError("{current_def}: write this function; see {where}.")\n'
                )
            continue
        if stripped == END:
            if inside is None:
                raise GraderError(f"{filename}:{number}: {END} without {BEGIN}")
            inside = None
            continue
        if inside is None:
            out.append(line)
    if inside is not None:
        raise GraderError(f"{filename}: {BEGIN} is never closed")
    return "".join(out)


def write_stubs(*, solutions: Path, exercises: Path) -> list[Path]:
    """Write one stub file per track module; returns the paths written."""
    written = []
    exercises.mkdir(parents=True, exist_ok=True)
    for module in MODULES.values():
        source = solutions / f"{module}.py"
        if not source.is_file():
            raise GraderError(f"the reference {source} is missing; stubs are made from it")
        target = exercises / f"{module}.py"
        target.write_text(make_stub(source.read_text(encoding="utf-8"), filename=str(source)), encoding="utf-8")
        written.append(target)
    return written
