"""What and where this installed kit is: its version and the folders it reads.

Every room takes its paths from here, so moving a module never moves a data file.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
"""The ``grader`` package folder."""

KIT_ROOT = PACKAGE.parent
"""The kit's checkout (or the student release): ``grader/`` lives here, and ``solutions/``
and ``tests/`` beside it in the instructor's kit."""

DATA = PACKAGE / "data"
"""Recorded data: public cases, hidden points and hints (the last two in a release only)."""

CHECKS = PACKAGE / "checks"
"""The graded pytest checks; hidden ones live in ``CHECKS / "hidden"`` and only there."""

DEFAULT_SOLUTIONS = KIT_ROOT / "solutions"
"""The reference solution, where the instructor's kit keeps it (``--solutions`` overrides)."""


def hidden_folders(solutions: Path) -> list[Path]:
    """What student code must never see, besides the other submissions and the output."""
    return [solutions, KIT_ROOT / "grader", KIT_ROOT / "tests", KIT_ROOT / "solutions"]


DISTRIBUTIONS = ("attnkit", "attnkit-assignment")
"""The kit's distribution name, then the student release's."""


def _version() -> str:
    for name in DISTRIBUTIONS:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return "0+unknown"  # run from a folder that was never installed


__version__ = _version()
"""From the installed package's metadata: ``pyproject.toml`` is the one place it is written."""
