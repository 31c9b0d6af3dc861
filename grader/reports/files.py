"""Writing report files so that a reader never sees half of one."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", newline="") as stream:
            stream.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def json_text(data: Any) -> str:
    return json.dumps(data, indent=2) + "\n"
