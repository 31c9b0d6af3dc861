"""GitHub Classroom's runner result, which its grading reporter sums: one test per check."""

from __future__ import annotations

from typing import Any

from grader.outcomes import Graded
from grader.reports.gradescope import results_json
from grader.reports.text import points_text


def classroom_result(graded: Graded) -> dict[str, Any]:
    """GitHub Classroom's runner result (what its grading reporter sums): one test per check."""
    tests = [
        {
            "name": f"{t['name']} ({points_text(t['max_score'])} pts)",
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
