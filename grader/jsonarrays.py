"""The one codec between NumPy values and JSON, for every recorded data file.

An array becomes ``{"dtype", "shape", "data"}`` (``data`` flat, in C order); a tuple
``{"tuple": [...]}``; anything else ``{"value": ...}``. Values round-trip exactly:
float32 and float64 numbers are written as the shortest decimal that reads back the same.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from grader.errors import GraderError


def encode(value: Any) -> dict[str, Any]:
    if isinstance(value, np.ndarray):
        return {"dtype": str(value.dtype), "shape": list(value.shape), "data": value.ravel().tolist()}
    if isinstance(value, tuple):
        return {"tuple": [encode(v) for v in value]}
    return {"value": value}


def decode(spec: dict[str, Any]) -> Any:
    if "tuple" in spec:
        return tuple(decode(s) for s in spec["tuple"])
    if "value" in spec:
        return spec["value"]
    return np.array(spec["data"], dtype=spec["dtype"]).reshape(spec["shape"])


def read_file(path: Path, *, fmt: int, what: str, remedy: str) -> dict[str, Any]:
    """A recorded data file of format ``fmt``; a clear GraderError if it cannot be used."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise GraderError(f"cannot read {what} {path}: {err}. {remedy}") from err
    if not isinstance(data, dict) or data.get("format") != fmt:
        found = data.get("format") if isinstance(data, dict) else None
        raise GraderError(f"{path} has format {found}; this grader reads {fmt}. {remedy}")
    return data


def write_file(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
