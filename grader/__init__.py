"""attnkit's grader: runs pytest checks against student code isolated in a worker process.

The package is built in rooms, lowest first; a room imports only the top-level
vocabulary and rooms listed before it (``tests/test_layers.py`` holds it to that):

- vocabulary (top-level modules): ``errors``, ``contract``, ``outcomes``, ``jsonarrays``, ``kit``;
- ``isolation``: runs student code in a sandboxed worker process;
- ``intake``: turns what an instructor passes into submission folders;
- ``calls``: the one seam through which checks call student code;
- ``inputs``: the inputs checks use and the reference's answers on them;
- ``judging``: compares, diagnoses, applies the rules and scores;
- ``reports``: what people read: tables, feedback, results.json, grades.csv, summaries;
- ``running``: the pytest plugin, one submission, a batch;
- ``checks``: the graded checks themselves (collected by pytest, imported by nobody);
- ``instructor``: releases, bundles, courses, and the live mistake catalogue (left out of
  the student release);
- entry points: ``commands`` (keyword-only functions) and ``cli`` (argument parsing).

Importing ``grader`` or a vocabulary module is cheap: the public names below load their
modules (and pytest, hypothesis, torch...) on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from grader.errors import CheckFailure, GraderError, SubmissionError
from grader.kit import __version__

if TYPE_CHECKING:
    from grader.commands import check, grade
    from grader.outcomes import Graded
    from grader.running.session import grade_folder

__all__ = [
    "CheckFailure",
    "Graded",
    "GraderError",
    "SubmissionError",
    "__version__",
    "check",
    "grade",
    "grade_folder",
]

_LAZY = {
    "Graded": "grader.outcomes",
    "check": "grader.commands",
    "grade": "grader.commands",
    "grade_folder": "grader.running.session",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'grader' has no attribute {name!r}")
