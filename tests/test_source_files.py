"""Student files are read exactly as Python reads them, whatever editor saved them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from grader.errors import SubmissionError
from grader.intake.folders import read_source

CODE = 'def greet():\n    """Grüße, 注意."""\n    naïve = "café"\n    return naïve\n'

SAVED = {
    "utf-8": CODE.encode("utf-8"),
    "utf-8 with a byte-order mark": b"\xef\xbb\xbf" + CODE.encode("utf-8"),
    "CRLF line endings": CODE.replace("\n", "\r\n").encode("utf-8"),
    "lone CR line endings": CODE.replace("\n", "\r").encode("utf-8"),
    "latin-1 with a coding line": ("# -*- coding: latin-1 -*-\n" + CODE.replace("注意", "note")).encode("latin-1"),
    "no final newline": CODE.rstrip("\n").encode("utf-8"),
    "tabs": CODE.replace("    ", "\t").encode("utf-8"),
}


@pytest.mark.parametrize("how", SAVED)
def test_read_as_python_reads_it(tmp_path, how):
    path = tmp_path / "numpy_core.py"
    path.write_bytes(SAVED[how])
    namespace: dict = {}
    exec(compile(read_source(path), str(path), "exec"), namespace)
    python = subprocess.run([sys.executable, "-c", "import numpy_core; print(numpy_core.greet())"],
                            cwd=tmp_path, capture_output=True, text=True, encoding="utf-8")
    assert python.returncode == 0, python.stderr
    assert namespace["greet"]() == python.stdout.strip() == "café"
    assert "\r" not in read_source(path)


def test_what_python_cannot_read_is_a_clear_error(tmp_path):
    path = tmp_path / "numpy_core.py"
    path.write_bytes("x = 'café'\n".encode("latin-1"))  # latin-1 bytes without a coding line
    assert subprocess.run([sys.executable, "-c", "import numpy_core"], cwd=tmp_path, capture_output=True).returncode
    with pytest.raises(SubmissionError, match="cannot be read as Python source.*Save it as UTF-8"):
        read_source(path)


@pytest.mark.slow
def test_notebooks_as_editors_save_them_earn_what_the_plain_one_earns(tmp_path):
    """Cells saved as one string or as a list of lines, with Windows line endings, and the
    file itself with CRLF between its JSON lines: the same code, the same grade."""
    import json

    from helpers import ROOT, results, run_grader

    from grader.instructor.nbgrader_course import build_notebook
    from grader.running.plugin import collect_points

    public, hidden = collect_points()
    plain = build_notebook("numpy", ROOT / "solutions", public, hidden)

    def variant(name: str, as_string: bool, crlf: bool) -> None:
        notebook = json.loads(json.dumps(plain))
        for cell in notebook["cells"]:
            text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            text = text.replace("\n", "\r\n") if crlf else text
            cell["source"] = text if as_string else text.splitlines(keepends=True)
        folder = tmp_path / "subs" / name
        folder.mkdir(parents=True)
        raw = json.dumps(notebook, indent=1)
        (folder / "numpy_core.ipynb").write_bytes((raw.replace("\n", "\r\n") if crlf else raw).encode("utf-8"))

    for name, as_string, crlf in (("lines", False, False), ("string", True, False), ("lines_crlf", False, True),
                                  ("string_crlf", True, True)):
        variant(name, as_string, crlf)
    out = tmp_path / "out"
    run = run_grader("grade", str(tmp_path / "subs"), "--out", str(out), "--exercise", "mixture", "--track", "numpy",
                     "--jobs", "1")
    assert run.returncode == 0, run.stdout + run.stderr
    scores = {name: results(out, name)["score"] for name in ("lines", "string", "lines_crlf", "string_crlf")}
    full = results(out, "lines")["max_score"]
    assert scores == dict.fromkeys(scores, full), scores
