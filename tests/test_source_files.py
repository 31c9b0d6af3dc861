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
