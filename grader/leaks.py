"""Find the reference's solution lines and the hidden checks' source in files meant for students.

Whatever leaves the instructor's hands (the student release, nbgrader's release folder)
is scanned before it is trusted: every file, including notebooks (cell sources and
outputs), JSON data, and archives (zip, tar, gzip), opened recursively. A line leaks when,
stripped of indentation, it equals a line of a solution region or a line that only the
hidden checks contain; a hidden check's name leaks anywhere it appears.

Short or generic lines (``else:``, ``return out``) are not fingerprints: they would flag
honest stubs. A line is a fingerprint only when it is long enough to be specific and does
not also appear in what students are meant to have (the stubs and the public grader).
"""

from __future__ import annotations

import ast
import gzip
import io
import json
import tarfile
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from grader.checks_layout import CHECKS, HIDDEN_CHECKS
from grader.contract import MODULES
from grader.stubs import BEGIN, END, make_stub

MIN_SOLUTION_LINE = 12
MIN_HIDDEN_LINE = 20
MAX_MEMBER_BYTES = 64 * 2**20


@dataclass(frozen=True)
class Leak:
    path: str  # the file, then "!member" for each archive level
    line: str
    what: str  # "solution line" | "hidden check line" | "hidden check name"

    def __str__(self) -> str:
        return f"{self.path}: {self.what}: {self.line[:100]}"


@dataclass
class Fingerprints:
    solution_lines: set[str] = field(default_factory=set)
    hidden_lines: set[str] = field(default_factory=set)
    hidden_names: set[str] = field(default_factory=set)


def _lines(text: str) -> set[str]:
    return {line.strip() for line in text.splitlines() if line.strip()}


def _solution_regions(source: str) -> list[str]:
    inside, found = False, []
    for line in source.splitlines():
        if line.strip() == BEGIN:
            inside = True
        elif line.strip() == END:
            inside = False
        elif inside:
            found.append(line.strip())
    return found


def _public_texts() -> Iterator[str]:
    """What students are meant to see: the public checks and the grader's modules."""
    grader = CHECKS.parent
    for path in sorted(grader.rglob("*.py")):
        if HIDDEN_CHECKS in path.parents:
            continue
        yield path.read_text()


def fingerprints(solutions: Path, hidden_checks: Path = HIDDEN_CHECKS) -> Fingerprints:
    """Fingerprints of the reference in ``solutions`` and of the hidden checks' source."""
    prints = Fingerprints()
    allowed: set[str] = set()
    sources = {}
    for module in MODULES.values():
        source = (solutions / f"{module}.py").read_text()
        sources[module] = source
        allowed |= _lines(make_stub(source))
    for text in _public_texts():
        allowed |= _lines(text)
    for source in sources.values():
        prints.solution_lines |= {
            line for line in _solution_regions(source)
            if len(line) >= MIN_SOLUTION_LINE and not line.startswith("#") and line not in allowed
        }
    for path in sorted(hidden_checks.glob("*.py")):
        text = path.read_text()
        prints.hidden_lines |= {
            line for line in _lines(text)
            if len(line) >= MIN_HIDDEN_LINE and line not in allowed and not line.startswith(("from ", "import "))
        }
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                prints.hidden_names.add(node.name)
    return prints


def _texts(name: str, data: bytes, depth: int = 0) -> Iterator[tuple[str, str]]:
    """(where, text) for a file's content, opening archives, gzip and JSON recursively."""
    lower = name.lower()
    if depth < 4:
        if lower.endswith(".zip") or data[:4] == b"PK\x03\x04":
            try:
                with zipfile.ZipFile(io.BytesIO(data)) as archive:
                    for info in archive.infolist():
                        if not info.is_dir() and info.file_size <= MAX_MEMBER_BYTES:
                            yield from _texts(f"{name}!{info.filename}", archive.read(info), depth + 1)
                return
            except zipfile.BadZipFile:
                pass
        if lower.endswith((".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tar.xz")):
            try:
                with tarfile.open(fileobj=io.BytesIO(data)) as archive:
                    for member in archive.getmembers():
                        if member.isfile() and member.size <= MAX_MEMBER_BYTES:
                            handle = archive.extractfile(member)
                            if handle is not None:
                                yield from _texts(f"{name}!{member.name}", handle.read(), depth + 1)
                return
            except tarfile.TarError:
                pass
        if data[:2] == b"\x1f\x8b":
            try:
                yield from _texts(f"{name}!gunzip", gzip.decompress(data), depth + 1)
                return
            except (OSError, EOFError):
                pass
    text = data.decode("utf-8", errors="replace")
    yield name, text
    if lower.endswith((".ipynb", ".json")):
        try:
            decoded = json.loads(text)
        except ValueError:
            return
        yield f"{name} (decoded)", "\n".join(_strings(decoded))


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        # notebooks store a cell's source as a list of lines
        if value and all(isinstance(v, str) for v in value):
            yield "".join(value)
        for v in value:
            yield from _strings(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)


def scan_texts(texts: Iterable[tuple[str, str]], prints: Fingerprints) -> list[Leak]:
    leaks = []
    for where, text in texts:
        for line in _lines(text):
            if line in prints.solution_lines:
                leaks.append(Leak(where, line, "solution line"))
            elif line in prints.hidden_lines:
                leaks.append(Leak(where, line, "hidden check line"))
        leaks += [Leak(where, name, "hidden check name") for name in sorted(prints.hidden_names) if name in text]
    return leaks


def scan(root: Path, prints: Fingerprints) -> list[Leak]:
    """Every leak in the files under ``root`` (hidden folders such as ``.github`` included)."""
    leaks = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = str(path.relative_to(root))
        leaks += scan_texts(_texts(relative, path.read_bytes()), prints)
    return sorted(set(leaks), key=lambda leak: (leak.path, leak.what, leak.line))
