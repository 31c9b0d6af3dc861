"""Turn submitted notebooks into the two module files the grader grades.

A notebook made by ``python -m grader nbgrader`` carries nbgrader's cell metadata: only
its answer cells (``solution: true``) and the read-only setup cells (``locked: true``,
not graded) are the student's module, in notebook order; the test cells and any scratch
cell a student added are not. A notebook without nbgrader metadata (exported from
elsewhere) contributes every code cell. IPython magics and shell lines (``%...``,
``!...`` starting a statement at the left margin) become comments: they are not Python.

Which track a notebook is: its ``metadata.attnkit.track``, else its file name
(``numpy_core.ipynb``, ``torch_core.ipynb``, or any name with ``numpy`` or ``torch``
in it), else whether its code imports torch. A folder of notebooks is one submission;
when two notebooks are the same track, the one named ``numpy_core.ipynb`` (or
``torch_core.ipynb``) wins, then one whose metadata names the track; the others are
listed as not graded. Notebooks are untrusted input: whatever their JSON holds, a bad
notebook is graded 0 with the reason and never stops the batch.
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from pathlib import Path
from typing import Any

from grader.contract import MODULES
from grader.errors import SubmissionError

MAX_NOTEBOOK_BYTES = 64 * 2**20
PROBLEMS = "attnkit-notebooks.txt"
"""Written next to the extracted modules: what could not be taken from the notebooks."""
ORIGIN = "attnkit-origin.json"
"""Written next to modules extracted from nbgrader's submitted/<student>/<assignment>/."""


def read(path: Path) -> dict[str, Any]:
    """The notebook's JSON, checked to be a dict with a list of cells."""
    if path.is_symlink():
        raise SubmissionError(f"{path.name} is a symbolic link; submit the notebook file itself")
    size = path.stat().st_size
    if size > MAX_NOTEBOOK_BYTES:
        raise SubmissionError(f"{path.name} is {size // 2**20} MiB; notebooks over {MAX_NOTEBOOK_BYTES // 2**20} MiB"
                              " are not graded (clear the outputs and submit again)")
    try:
        notebook = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as err:
        raise SubmissionError(f"{path.name} is not a readable notebook (.ipynb JSON): {str(err)[:200]}") from None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise SubmissionError(f"{path.name} is not a notebook: expected nbformat 4 JSON with a list of cells")
    return notebook


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    if isinstance(source, list):
        return "".join(part for part in source if isinstance(part, str))
    return source if isinstance(source, str) else ""


def _complete(lines: list[str]) -> bool:
    """Whether the code so far ends outside any bracket or string (a magic can start here)."""
    try:
        for _ in tokenize.generate_tokens(io.StringIO("\n".join(lines) + "\n").readline):
            pass
    except (tokenize.TokenError, SyntaxError):
        return False
    return True


def _uncell(code: str) -> str:
    out: list[str] = []
    for line in code.splitlines():
        if line[:1] in ("%", "!") and _complete(out):
            line = "# (notebook only) " + line
        out.append(line)
    return "\n".join(out)


def graded_cells(notebook: dict[str, Any]) -> list[str]:
    """The code of the cells that make the student's module, in order."""
    code = [c for c in notebook["cells"] if isinstance(c, dict) and c.get("cell_type") == "code"]
    marks = [_dict(_dict(c.get("metadata")).get("nbgrader")) for c in code]
    if any(marks):
        code = [c for c, m in zip(code, marks) if m.get("solution") is True
                or (m.get("locked") is True and m.get("grade") is not True)]
    return [_uncell(_source(c)) for c in code]


def module_source(notebook: dict[str, Any], *, name: str) -> str:
    cells = graded_cells(notebook)
    return (f"# Extracted by the attnkit grader from {name!r}: its answer and setup cells, in order.\n\n"
            + "\n\n".join(cells) + "\n")


def declared_track(notebook: dict[str, Any]) -> str | None:
    track = _dict(_dict(notebook.get("metadata")).get("attnkit")).get("track")
    return track if isinstance(track, str) and track in MODULES else None


def track_of(notebook: dict[str, Any], path: Path) -> str | None:
    declared = declared_track(notebook)
    if declared:
        return declared
    named = [t for t in MODULES if t in path.stem.lower()]
    if len(named) == 1:
        return named[0]
    code = "\n".join(graded_cells(notebook))
    if not code.strip():
        return None
    return "torch" if re.search(r"^\s*(import torch|from torch)", code, re.M) else "numpy"


def _rank(notebook: dict[str, Any], path: Path, track: str) -> int:
    if path.name == f"{MODULES[track]}.ipynb":
        return 0
    return 1 if declared_track(notebook) == track else 2


def write_modules(notebooks: list[Path], into: Path) -> Path:
    """Extract ``notebooks`` (one submission) into ``into``/numpy_core.py and torch_core.py.

    What could not be used (an unreadable notebook, a second notebook of a track) is
    written to ``into``/attnkit-notebooks.txt; the grader's "not found" message for a
    module quotes it.
    """
    into.mkdir(parents=True, exist_ok=True)
    best: dict[str, tuple[int, Path, dict[str, Any]]] = {}
    problems: list[str] = []
    for path in sorted(notebooks):
        try:
            notebook = read(path)
            track = track_of(notebook, path)
        except SubmissionError as err:
            problems.append(str(err))
            continue
        except Exception as err:  # noqa: BLE001 - untrusted JSON: any failure is the notebook's
            problems.append(f"{path.name} could not be read as a notebook ({type(err).__name__})")
            continue
        if track is None:
            problems.append(f"{path.name} has no code in its answer cells")
            continue
        rank = _rank(notebook, path, track)
        if track in best:
            kept = best[track]
            loser = path if (kept[0], kept[1].name) <= (rank, path.name) else kept[1]
            if loser is not path:
                best[track] = (rank, path, notebook)
            problems.append(f"{loser.name} is a second {track} notebook and was not graded (the grader takes"
                            f" {best[track][1].name}; submit one {MODULES[track]}.ipynb)")
            continue
        best[track] = (rank, path, notebook)
    for track, (_, path, notebook) in best.items():
        (into / f"{MODULES[track]}.py").write_text(module_source(notebook, name=path.name), encoding="utf-8")
    if problems:
        (into / PROBLEMS).write_text("\n".join(problems) + "\n", encoding="utf-8")
    return into


def _notebooks_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.ipynb") if p.is_file() or p.is_symlink())


def holds_notebooks(folder: Path) -> bool:
    return folder.is_dir() and bool(_notebooks_in(folder))


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._@+-]", "_", name).lstrip(".")[:100] or "notebook"


def submission_folders(paths: list[Path], into: Path, has_modules: Any) -> tuple[list[Path], list[Path]]:
    """Folders to grade, with notebooks turned into modules under ``into``; and the folders
    the notebooks came from (the sandbox hides them too).

    - ``x.ipynb``: one submission named ``x``;
    - a folder holding notebooks: one submission;
    - a folder with no notebooks or modules but one subfolder with notebooks (nbgrader's
      ``submitted/<student>/<assignment>/``): that subfolder.

    nbgrader's ``submitted/<student>/<assignment>/`` is named after the student; names are
    made safe for a folder name, and a name taken twice gets a suffix.
    """
    folders: list[Path] = []
    origins: list[Path] = []
    taken: set[str] = set()

    def convert(notebooks: list[Path], name: str) -> None:
        name = _safe(name)
        unique, n = name, 2
        while unique in taken:
            unique, n = f"{name}-{n}", n + 1
        taken.add(unique)
        target = write_modules(notebooks, into / "notebooks" / unique)
        folders.append(target)
        where = notebooks[0].absolute().parent
        origins.append(where)
        if where.parent.parent.name == "submitted":
            (target / ORIGIN).write_text(json.dumps({"student": where.parent.name, "assignment": where.name}), encoding="utf-8")

    for path in map(Path, paths):
        if path.suffix == ".ipynb" and (path.is_file() or path.is_symlink()):
            convert([path], path.stem)
            continue
        if not path.is_dir() or has_modules(path):
            folders.append(path)
            continue
        found = _notebooks_in(path)
        if not found:
            inner = [d for d in sorted(path.iterdir()) if d.is_dir() and not d.name.startswith(".") and holds_notebooks(d)]
            if len(inner) > 1:
                raise SubmissionError(f"{path} holds notebooks for several assignments ({', '.join(d.name for d in inner)});"
                                      " pass one assignment's folders, for example submitted/*/ASSIGNMENT")
            found = _notebooks_in(inner[0]) if inner else []
        if not found:
            folders.append(path)
            continue
        where = found[0].absolute().parent
        convert(found, where.parent.name if where.parent.parent.name == "submitted" else path.name)
    return folders, origins
