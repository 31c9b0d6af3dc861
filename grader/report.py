"""What people read: the student's table and feedback, Gradescope's results.json, grades.csv."""

from __future__ import annotations

import csv
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from grader.contract import EXERCISE_BY_KEY, EXERCISES, TRACK_TITLES, TRACKS
from grader.plugin import CheckResult
from grader.session import Graded


def _pts(x: float) -> str:
    return f"{x:g}"


def table(graded: Graded) -> str:
    """Points per exercise (rows) and track (columns)."""
    cells = {(c.exercise, c.track): c for c in graded.cells}
    width = max(len(e.label) for e in EXERCISES) + 2
    lines = ["Exercise".ljust(width) + "".join(TRACK_TITLES[t].rjust(12) for t in TRACKS)]
    for e in EXERCISES:
        row = e.label.ljust(width)
        for t in TRACKS:
            c = cells.get((e.key, t))
            text = "-" if c is None or not c.possible else f"{_pts(c.earned)}/{_pts(c.possible)}"
            if c is not None and c.voided_by:
                text = "void " + text
            row += text.rjust(12)
        lines.append(row)
    kind = "Total" if graded.hidden_included else "Public total"
    lines.append(f"{kind}: {_pts(graded.earned)}/{_pts(graded.possible)}")
    hidden = sum(c.hidden_not_run for c in graded.cells)
    if hidden:
        lines.append(
            f"Hidden checks hold {_pts(hidden)} more points; your instructor runs them. They test"
            " the same contract on many generated inputs, so read the docstrings closely."
        )
    return "\n".join(lines)


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def failure_text(r: CheckResult) -> str:
    """The feedback for one failing check: reason, likely mistake, example, lesson."""
    parts = [r.reason]
    if r.hint:
        parts.append(f"Likely mistake: {r.hint}")
    if r.example:
        parts.append(f"Smallest failing input found:\n{_indent(r.example, '  ')}")
    parts.append(f"Reread: {EXERCISE_BY_KEY[r.exercise].lesson}.")
    return "\n".join(parts)


def feedback(graded: Graded) -> str:
    """Failing checks grouped by exercise and track; stubs collapse to one line each."""
    out = []
    for e in EXERCISES:
        for t in TRACKS:
            failing = [r for r in graded.results if r.exercise == e.key and r.track == t and r.status != "passed"]
            if not failing:
                continue
            head = f"{e.label} [{TRACK_TITLES[t]}]"
            if all(r.kind == "not-implemented" for r in failing):
                out.append(f"{head}: not implemented yet ({len(failing)} checks). Start with {e.lesson}.")
                continue
            if len({r.reason for r in failing}) == 1 and failing[0].kind in ("missing", "import", "raised", "crash", "budget") and len(failing) > 2:
                out.append(f"{head}: all {len(failing)} checks failed:\n{_indent(failure_text(failing[0]))}")
                continue
            out.append(f"{head}:")
            for r in failing:
                tag = "hidden, " if r.hidden else ""
                mark = "ERROR" if r.status == "error" else "FAIL"
                out.append(f"  {mark} {r.title} ({tag}{_pts(r.points)} pts)\n{_indent(failure_text(r), '      ')}")
    return "\n".join(out)


def results_json(graded: Graded, header: str) -> dict[str, Any]:
    """Gradescope's results.json schema: score, max_score, and one test per check."""
    tests = []
    for r in sorted(graded.results, key=lambda r: (EXERCISE_BY_KEY[r.exercise].number, r.track, r.id)):
        cell = next(c for c in graded.cells if c.exercise == r.exercise and c.track == r.track)
        earned = 0.0 if cell.voided_by else r.earned
        output = "" if r.status == "passed" else failure_text(r)
        if cell.voided_by and r.status == "passed":
            output = f"Voided: {cell.voided_by} failed."
        tests.append({
            "name": f"{EXERCISE_BY_KEY[r.exercise].label} [{TRACK_TITLES[r.track]}] {r.title}",
            "score": earned,
            "max_score": r.points,
            "status": "passed" if r.status == "passed" and not cell.voided_by else "failed",
            "output": output,
            "tags": [r.exercise, r.track, "hidden" if r.hidden else "public"],
            "visibility": "after_due_date" if r.hidden else "visible",
        })
    return {
        "score": graded.earned,
        "max_score": graded.possible,
        "output": header,
        "tests": tests,
    }


def classroom_result(graded: Graded) -> dict[str, Any]:
    """GitHub Classroom's runner result (what its grading reporter sums): one test per check."""
    tests = [
        {
            "name": f"{t['name']} ({_pts(t['max_score'])} pts)",
            "status": "pass" if t["status"] == "passed" else "fail",
            "score": t["score"],
            "message": t["output"][:2000] or None,
            "test_code": "attnkit check",
            "filename": "",
            "line_no": 0,
            "duration": 0,
        }
        for t in results_json(graded, "")["tests"]
    ]
    return {
        "version": 1,
        "status": "pass" if graded.earned == graded.possible else "fail",
        "max_score": graded.possible,
        "tests": tests,
    }


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


def csv_columns() -> list[str]:
    cols = ["submission", "student", "status", "score", "max_score"]
    for e in EXERCISES:
        cols += [f"{e.number}_{e.key}_{t}" for t in TRACKS]
    return cols


def csv_row(name: str, graded: Graded | None, error: str = "", *, student: str = "") -> dict[str, Any]:
    row: dict[str, Any] = {"submission": name, "student": student or name,
                           "status": "graded" if graded else f"not graded: {error}"}
    if graded is not None:
        row["score"], row["max_score"] = _pts(graded.earned), _pts(graded.possible)
        for c in graded.cells:
            row[c.column] = _pts(c.earned)
    return row


def write_csv(path: Path, rows: list[dict[str, Any]]) -> None:
    import io

    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=csv_columns(), restval="")
    writer.writeheader()
    writer.writerows(rows)
    write_atomic(path, buffer.getvalue())


def json_text(data: Any) -> str:
    return json.dumps(data, indent=2) + "\n"



def feedback_markdown(name: str, graded: Graded) -> str:
    """What an instructor can hand back: the table and the failing checks (no hidden inputs)."""
    details = feedback(graded) or "Every check passed."
    return (f"# Feedback for {name}\n\nScore: {_pts(graded.earned)}/{_pts(graded.possible)}\n\n"
            f"```\n{table(graded)}\n```\n\n## What to fix\n\n```\n{details}\n```\n")
