"""attnkit's grader: runs pytest checks against student code isolated in a worker process."""

from grader.commands import __version__, check, grade
from grader.errors import CheckFailure, GraderError, SubmissionError
from grader.session import Graded, grade_folder

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
