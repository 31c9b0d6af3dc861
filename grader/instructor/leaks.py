"""Find the reference's solution lines and the hidden checks' source in files meant for students.

Whatever leaves the instructor's hands (the student release, nbgrader's release folder)
is scanned before it is trusted: every file, including notebooks (cell sources and
outputs), JSON data, web pages (their text as shown, unescaped) and archives (zip, tar,
gzip), opened recursively. A line leaks when, stripped of indentation, it equals a line of
a solution region or a line that only the hidden checks contain; a hidden check's name
leaks anywhere it appears.

Short or generic lines (``else:``, ``return out``) are not fingerprints: they would flag
honest stubs. A solution line is a fingerprint when it is long enough to be specific and
is not in the stubs (or a short allow-list of generic lines); a hidden-check line when it
is not also in the public checks. A file that cannot be opened (an encrypted or corrupt
archive member, nesting too deep) is reported too. ``python -m grader release`` runs the
scan on every release; the tests also run it on nbgrader's release folder.
"""

from __future__ import annotations

import ast
import gzip
import html
import io
import json
import re
import tarfile
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from grader.contract import MODULES
from grader.instructor.stubs import BEGIN, END, make_stub
from grader.running.layout import CHECKS, HIDDEN_CHECKS

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


# Lines that a solution region shares with ordinary code students are meant to have; they
# say nothing about the answer. Anything else of a solution region is a fingerprint, even
# when it also appears in a grader module: a shipped module must not carry answer code.
GENERIC_SOLUTION_LINES = frozenset({"except ValueError as err:", "if allowed is not None:"})


def _public_check_lines() -> set[str]:
    """Lines of the public checks, which students are meant to see (hidden checks reuse some)."""
    lines: set[str] = set()
    for path in sorted(CHECKS.glob("*.py")):
        lines |= _lines(path.read_text(encoding="utf-8"))
    return lines


def fingerprints(solutions: Path, hidden_checks: Path = HIDDEN_CHECKS) -> Fingerprints:
    """Fingerprints of the reference in ``solutions`` and of the hidden checks' source."""
    prints = Fingerprints()
    stub_lines: set[str] = set(GENERIC_SOLUTION_LINES)
    sources = []
    for module in MODULES.values():
        source = (solutions / f"{module}.py").read_text(encoding="utf-8")
        sources.append(source)
        stub_lines |= _lines(make_stub(source))
    for source in sources:
        prints.solution_lines |= {
            line for line in _solution_regions(source)
            if len(line) >= MIN_SOLUTION_LINE and not line.startswith("#") and line not in stub_lines
        }
    public_checks = _public_check_lines()
    for path in sorted(hidden_checks.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        prints.hidden_lines |= {
            line for line in _lines(text)
            if len(line) >= MIN_HIDDEN_LINE and line not in public_checks
            and not line.startswith(("from ", "import ", "got = student.call("))
        }
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                prints.hidden_names.add(node.name)
    return prints


UNSCANNABLE = "<unscannable>"


def _texts(name: str, data: bytes, depth: int = 0) -> Iterator[tuple[str, str]]:
    """(where, text) for a file's content, opening archives, gzip and JSON recursively.

    What cannot be opened (an encrypted or corrupt member, nesting too deep, a member too
    large) yields the text ``<unscannable>``, which the scan reports: a release must be
    fully readable to be trusted.
    """
    try:
        yield from _open(name, data, depth)
    except Exception as err:  # noqa: BLE001 - a file that cannot be scanned is reported, not skipped
        yield name, f"{UNSCANNABLE} {type(err).__name__}"


def _is_tar(name: str, data: bytes) -> bool:
    if name.lower().endswith((".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tar.xz")):
        return True
    return len(data) >= 512 and data[257:262] == b"ustar"


def _open(name: str, data: bytes, depth: int) -> Iterator[tuple[str, str]]:
    """Archives (zip, tar, gzip) are opened; one that cannot be opened raises, and
    :func:`_texts` reports it as unscannable."""
    zipped = name.lower().endswith(".zip") or data[:4] == b"PK\x03\x04"
    tarred = _is_tar(name, data)
    gzipped = data[:2] == b"\x1f\x8b"
    if (zipped or tarred or gzipped) and depth >= 4:
        yield name, f"{UNSCANNABLE} nested too deep"
        return
    if zipped:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for info in archive.infolist():
                if info.is_dir():
                    continue
                if info.file_size > MAX_MEMBER_BYTES:
                    yield f"{name}!{info.filename}", f"{UNSCANNABLE} too large"
                    continue
                yield from _texts(f"{name}!{info.filename}", archive.read(info), depth + 1)
        return
    if tarred:
        with tarfile.open(fileobj=io.BytesIO(data)) as archive:
            for member in archive.getmembers():
                if not member.isfile():
                    continue
                if member.size > MAX_MEMBER_BYTES:
                    yield f"{name}!{member.name}", f"{UNSCANNABLE} too large"
                    continue
                handle = archive.extractfile(member)
                if handle is not None:
                    yield from _texts(f"{name}!{member.name}", handle.read(), depth + 1)
        return
    if gzipped:
        yield from _texts(f"{name}!gunzip", gzip.decompress(data), depth + 1)
        return
    text = data.decode("utf-8", errors="replace")
    yield name, text
    if name.lower().endswith((".html", ".htm", ".svg", ".xml")):
        # A page shows a line escaped (&quot;, &lt;) and between tags (<pre>line</pre>):
        # scan the text a browser shows, and the attributes' values unescaped.
        yield f"{name} (shown)", html.unescape(re.sub(r"<[^>]*>", "\n", text))
        yield f"{name} (unescaped)", html.unescape(text)
    if name.lower().endswith((".ipynb", ".json")):
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
        if text.startswith(UNSCANNABLE):
            leaks.append(Leak(where, text, "file that cannot be scanned"))
    return leaks


def scan(root: Path, prints: Fingerprints) -> list[Leak]:
    """Every leak in the files under ``root`` (hidden folders such as ``.github`` included)."""
    leaks = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = str(path.relative_to(root))
        leaks += scan_texts(_texts(relative, path.read_bytes()), prints)
    return sorted(set(leaks), key=lambda leak: (leak.path, leak.what, leak.line))
