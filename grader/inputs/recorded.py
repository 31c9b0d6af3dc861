"""Record the reference's outputs on the public cases, and read them back.

Public checks compare against ``grader/data/public_cases.json`` instead of running the
reference, so they work in a student release that ships without ``solutions/``. The
instructor re-records after changing the reference (``python -m grader record``); a
test fails when the recording and the reference drift apart.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from grader import kit
from grader.inputs import reference
from grader.inputs.cases import Case, case_from_json, case_to_json, public_cases
from grader.jsonarrays import decode, encode, read_file, write_file
from grader.kit import DEFAULT_SOLUTIONS

DATA = kit.DATA / "public_cases.json"
FORMAT = 1


def recording(solutions: Path = DEFAULT_SOLUTIONS) -> dict[str, Any]:
    """Run the NumPy reference on every public case."""
    cases = []
    for func, items in public_cases().items():
        for case in items:
            expected = reference.run("numpy", func, case.args, case.kwargs, solutions)
            cases.append({**case_to_json(case), "expected": encode(expected)})
    return {"format": FORMAT, "cases": cases}


def write(path: Path = DATA, solutions: Path = DEFAULT_SOLUTIONS) -> int:
    data = recording(solutions)
    write_file(path, data)
    return len(data["cases"])


@cache
def recorded(path: Path = DATA) -> dict[str, list[tuple[Case, Any]]]:
    """The recorded public cases per function, as (case, expected output) pairs."""
    data = read_file(path, fmt=FORMAT, what="the recorded public cases",
                     remedy="Re-record them with `python -m grader record` (needs solutions/).")
    out: dict[str, list[tuple[Case, Any]]] = {}
    for item in data["cases"]:
        out.setdefault(item["func"], []).append((case_from_json(item), decode(item["expected"])))
    return out
