"""Gradescope's ``results.json``: score, max_score and one test per check."""

from __future__ import annotations

from typing import Any

from grader.contract import EXERCISE_BY_KEY
from grader.outcomes import Graded
from grader.reports.text import cause_key, causes, causes_text, check_label, failure_text


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
            "name": check_label(r),
            "score": earned,
            "max_score": r.points,
            "status": "passed" if r.status == "passed" and not cell.voided_by else "failed",
            "output": output,
            "tags": [r.exercise, r.track, "hidden" if r.hidden else "public"],
            "visibility": "after_due_date" if r.hidden else "visible",
            **({"extra_data": {"diagnosis": r.diagnosis, **({"root": r.root} if r.root else {})}}
               if r.status != "passed" and r.diagnosis else {}),
        })
    lead = causes_text(graded)
    return {
        "score": graded.earned,
        "max_score": graded.possible,
        "output": f"{header}\n\n{lead}" if lead else header,
        "tests": tests,
        "extra_data": {"causes": [[cause_key(rs[0]), len(rs)] for _, rs in causes(graded)]},
    }
