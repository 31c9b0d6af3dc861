"""Record the reference's outputs on the public cases, and read them back.

Public checks compare against ``grader/data/public_cases.json`` instead of running the
reference, so they work in a student release that ships without ``solutions/``. The
instructor re-records after changing the reference (``python -m grader record``); a
test fails when the recording and the reference drift apart.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from grader import reference
from grader.cases import Case, public_cases
from grader.errors import GraderError

DATA = Path(__file__).resolve().parent / "data" / "public_cases.json"
FORMAT = 1


def _encode(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return {"dtype": str(value.dtype), "shape": list(value.shape), "data": value.ravel().tolist()}
    if isinstance(value, tuple):
        return {"tuple": [_encode(v) for v in value]}
    return {"value": value}


def _decode(spec: dict[str, Any]) -> Any:
    if "tuple" in spec:
        return tuple(_decode(s) for s in spec["tuple"])
    if "value" in spec:
        return spec["value"]
    return np.array(spec["data"], dtype=spec["dtype"]).reshape(spec["shape"])


def recording(solutions: Path = reference.DEFAULT_SOLUTIONS) -> dict[str, Any]:
    """Run the NumPy reference on every public case."""
    cases = []
    for func, items in public_cases().items():
        for case in items:
            expected = reference.run("numpy", func, case.args, case.kwargs, solutions)
            cases.append({
                "func": func,
                "label": case.label,
                "scale": case.scale,
                "weights_scale": case.weights_scale,
                "args": [_encode(a) for a in case.args],
                "kwargs": {k: _encode(v) for k, v in case.kwargs.items()},
                "expected": _encode(expected),
            })
    return {"format": FORMAT, "cases": cases}


def write(path: Path = DATA, solutions: Path = reference.DEFAULT_SOLUTIONS) -> int:
    data = recording(solutions)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    return len(data["cases"])


@cache
def recorded(path: Path = DATA) -> dict[str, list[tuple[Case, Any]]]:
    """The recorded public cases per function, as (case, expected output) pairs."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as err:
        raise GraderError(
            f"cannot read the recorded public cases {path}: {err}. Re-record them with"
            " `python -m grader record` (needs solutions/)."
        ) from err
    if data.get("format") != FORMAT:
        raise GraderError(f"{path} has format {data.get('format')}; this grader reads {FORMAT}")
    out: dict[str, list[tuple[Case, Any]]] = {}
    for item in data["cases"]:
        case = Case(
            item["func"],
            tuple(_decode(a) for a in item["args"]),
            {k: _decode(v) for k, v in item["kwargs"].items()},
            item["label"],
            float(item["scale"]),
            float(item["weights_scale"]),
        )
        out.setdefault(case.func, []).append((case, _decode(item["expected"])))
    return out
