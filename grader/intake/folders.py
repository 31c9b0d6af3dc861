"""Where a submission's files are, which folders are submissions, and whose they are."""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

from grader.contract import MODULES
from grader.errors import SubmissionError
from grader.intake.archives import ARCHIVES, unpack


def default_folder() -> Path:
    """What ``attnkit check`` checks when given no folder: ./exercises if it exists, else ."""
    here = Path.cwd()
    return here / "exercises" if (here / "exercises").is_dir() else here


def find_module_file(folder: Path, module: str) -> Path | None:
    """A submission holds its files directly or under ``exercises/``."""
    for candidate in (folder / f"{module}.py", folder / "exercises" / f"{module}.py"):
        if candidate.is_file():
            return candidate
    return None


def read_source(path: Path) -> str:
    """A Python file's text exactly as the interpreter reads it: the encoding from a
    byte-order mark or a ``# -*- coding: ... -*-`` line (UTF-8 otherwise), and universal
    newlines (CRLF and lone CR become LF). Raises SubmissionError where Python could not
    read the file either, saying what to do."""
    data = path.read_bytes()
    try:
        return importlib.util.decode_source(data)
    except (SyntaxError, UnicodeDecodeError, LookupError) as err:
        raise SubmissionError(
            f"{path.name} cannot be read as Python source ({err}). Save it as UTF-8, or declare its"
            " encoding on the first line (# -*- coding: latin-1 -*-)."
        ) from None


def holds_modules(folder: Path) -> bool:
    return any(find_module_file(folder, m) for m in MODULES.values())


def _holds_files(path: Path) -> bool:
    """A submission's own folder: it holds the modules, or notebooks."""
    return holds_modules(path) or (path.is_dir() and any(path.glob("*.ipynb")))


def expand(paths: list[Path], unpack_into: Path | None = None) -> list[Path]:
    """Submission folders; a folder that holds no student files but holds folders is a
    folder of submissions (one per subfolder, hidden ones skipped); an archive (.zip, .tar,
    .tar.gz, .tgz) is unpacked into ``unpack_into`` and expanded the same way."""
    out: list[Path] = []
    for path in map(Path, paths):
        if path.is_file() and path.name.endswith(ARCHIVES) and unpack_into is not None:
            unpacked = unpack(path, unpack_into)
            inner = [p for p in unpacked.iterdir() if p.is_dir() and not p.name.startswith(".")]
            # One wrapper folder (class.zip holding class/<student>/...) is unwrapped.
            path = inner[0] if len(inner) == 1 and not _holds_files(unpacked) else unpacked
        holds_files = _holds_files(path)
        children = sorted(p for p in path.iterdir() if p.is_dir() and not p.name.startswith(".")) if path.is_dir() else []
        out.extend(children if not holds_files and children else [path])
    return out


def submission_names(folders: list[Path], unpacked: Path | None = None) -> list[str]:
    """One name per submission for its results folder: the folder's name, except that
    submissions unpacked from archives that share a name (``alice/`` in both ``alice.zip``
    and ``alice.tgz``) take their archive's folder as a prefix (``alice.tgz-alice``)."""
    names = [Path(f).resolve().name for f in folders]
    shared = {n for n in names if names.count(n) > 1}
    root = unpacked.resolve() if unpacked is not None else None
    for i, folder in enumerate(folders):
        resolved = Path(folder).resolve()
        if names[i] in shared and root is not None and resolved.is_relative_to(root):
            parts = resolved.relative_to(root).parts
            if len(parts) > 1:
                names[i] = f"{parts[0]}-{names[i]}"
    return names


def shard_of(name: str, shards: int) -> int:
    """Which of ``shards`` grading runs (1 to ``shards``) grades the submission called
    ``name``: from a hash of the name alone, so every shard computes the same split however
    the folders are listed, and a late submission moves nobody else."""
    return int(hashlib.sha256(name.encode()).hexdigest()[:12], 16) % shards + 1


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
