"""Turn submitted notebooks into the two module files the grader grades.

A notebook made by ``python -m grader nbgrader`` carries nbgrader's cell metadata: only
its answer cells (``solution: true``) and the read-only setup cells (``locked: true``,
not graded) are the student's module, in notebook order; the test cells and any scratch
cell a student added are not. A notebook without nbgrader metadata (exported from
elsewhere) contributes every code cell. IPython magics and shell lines (``%...``,
``!...``) become comments: they are not Python.

Which track a notebook is: its ``metadata.attnkit.track``, else its file name
(``numpy_core.ipynb``, ``torch_core.ipynb``, or any name with ``numpy`` or ``torch``
in it), else whether its code imports torch.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from grader.contract import MODULES
from grader.errors import SubmissionError

_MAGIC = re.compile(r"^(\s*)([%!].*)$")


def read(path: Path) -> dict[str, Any]:
    try:
        notebook = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise SubmissionError(f"{path} is not a readable notebook (.ipynb JSON): {err}") from err
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise SubmissionError(f"{path} is not a notebook: it has no list of cells (nbformat 4 expected)")
    return notebook


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def _uncell(code: str) -> str:
    return "\n".join(_MAGIC.sub(r"\1# (notebook only) \2", line) for line in code.splitlines())


def graded_cells(notebook: dict[str, Any]) -> list[str]:
    """The code of the cells that make the student's module, in order."""
    code = [c for c in notebook["cells"] if isinstance(c, dict) and c.get("cell_type") == "code"]
    marked = [c for c in code if isinstance(c.get("metadata", {}).get("nbgrader"), dict)]
    if marked:
        code = [c for c in marked if c["metadata"]["nbgrader"].get("solution")
                or (c["metadata"]["nbgrader"].get("locked") and not c["metadata"]["nbgrader"].get("grade"))]
    return [_uncell(_source(c)) for c in code]


def module_source(notebook: dict[str, Any], *, name: str) -> str:
    cells = graded_cells(notebook)
    return f"# Extracted by the attnkit grader from {name}: its answer and setup cells, in order.\n\n" + "\n\n".join(cells) + "\n"


def track_of(notebook: dict[str, Any], path: Path) -> str | None:
    declared = notebook.get("metadata", {}).get("attnkit", {})
    if isinstance(declared, dict) and declared.get("track") in MODULES:
        return str(declared["track"])
    stem = path.stem.lower()
    named = [t for t in MODULES if t in stem]
    if len(named) == 1:
        return named[0]
    code = "\n".join(graded_cells(notebook))
    if not code.strip():
        return None
    return "torch" if re.search(r"^\s*(import torch|from torch)", code, re.M) else "numpy"


PROBLEMS = "attnkit-notebooks.txt"
"""Written next to the extracted modules: what could not be taken from the notebooks."""
ORIGIN = "attnkit-origin.json"
"""Written next to modules extracted from nbgrader's submitted/<student>/<assignment>/."""


def write_modules(notebooks: list[Path], into: Path) -> Path:
    """Extract ``notebooks`` (one submission) into ``into``/numpy_core.py and torch_core.py.

    A notebook that cannot be read, or a second notebook of the same track, is not used;
    the reason goes to ``into``/attnkit-notebooks.txt, and the grader's "not found" message
    for that module quotes it. Nothing stops the batch.
    """
    into.mkdir(parents=True, exist_ok=True)
    seen: dict[str, Path] = {}
    problems = []
    for path in sorted(notebooks):
        try:
            notebook = read(path)
        except SubmissionError as err:
            problems.append(str(err))
            continue
        track = track_of(notebook, path)
        if track is None:
            problems.append(f"{path.name} has no code in its answer cells")
            continue
        if track in seen:
            problems.append(f"two notebooks are the {track} track, {seen[track].name} and {path.name}; only"
                            f" {seen[track].name} was graded")
            continue
        seen[track] = path
        (into / f"{MODULES[track]}.py").write_text(module_source(notebook, name=path.name))
    if problems:
        (into / PROBLEMS).write_text("\n".join(problems) + "\n")
    return into


def _holds_notebooks(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.ipynb") if p.is_file())


def _track_or_none(path: Path) -> str | None:
    try:
        return track_of(read(path), path)
    except SubmissionError:
        return None


def _name(folder: Path) -> str:
    """nbgrader keeps submissions in submitted/<student>/<assignment>/: there the name is the student."""
    folder = folder.resolve()
    return folder.parent.name if folder.parent.parent.name == "submitted" else folder.name


def submission_folders(paths: list[Path], into: Path, has_modules: Any) -> tuple[list[Path], list[Path]]:
    """Folders to grade, with notebooks turned into modules under ``into``; and the folders
    the notebooks came from (the sandbox hides them too).

    - ``x.ipynb``: one submission named ``x``;
    - a folder of notebooks: one submission when each notebook is a different track,
      else one submission per notebook;
    - a folder with no notebooks or modules but one subfolder with notebooks (nbgrader's
      ``submitted/<student>/<assignment>/``): that subfolder, under the student's name.
    """
    folders: list[Path] = []
    origins: list[Path] = []

    def convert(notebooks: list[Path], name: str) -> None:
        target = into / "notebooks" / name
        if target.exists():
            raise SubmissionError(f"two notebook submissions are both named {name!r}; grade them in separate runs")
        folders.append(write_modules(notebooks, target))
        origins.extend({n.resolve().parent for n in notebooks})
        where = notebooks[0].resolve().parent
        if where.parent.parent.name == "submitted":
            (target / ORIGIN).write_text(json.dumps({"student": where.parent.name, "assignment": where.name}))

    for path in map(Path, paths):
        if path.is_file() and path.suffix == ".ipynb":
            convert([path], path.stem)
            continue
        if not path.is_dir() or has_modules(path):
            folders.append(path)
            continue
        found = _holds_notebooks(path)
        if not found:
            inner = [d for d in sorted(path.iterdir()) if d.is_dir() and not d.name.startswith(".")
                     and _holds_notebooks(d)]
            if len(inner) > 1:
                raise SubmissionError(f"{path} holds notebooks for several assignments ({', '.join(d.name for d in inner)});"
                                      " pass the assignment's folders, e.g. submitted/*/ASSIGNMENT")
            if inner:
                found = _holds_notebooks(inner[0])
        if not found:
            folders.append(path)
            continue
        tracks = [_track_or_none(n) for n in found]
        if len(found) > 1 and len(set(tracks)) < len(tracks) and all(t is not None for t in tracks):
            for notebook in found:
                convert([notebook], notebook.stem)
        else:
            convert(found, _name(path))
    return folders, origins
