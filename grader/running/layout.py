"""Where the graded checks live, and which of them are hidden.

Hidden checks live in ``grader/checks/hidden/`` and only there (the plugin refuses a
hidden check anywhere else, or a public one in there), so that the student release can
leave the whole folder out. The release records how many points they hold per exercise
and track, so that the self-check can still say what is left for the instructor's run.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from grader.errors import GraderError
from grader.kit import CHECKS, DATA

HIDDEN_CHECKS = CHECKS / "hidden"
HIDDEN_POINTS = DATA / "hidden_points.json"


@functools.lru_cache(maxsize=256)
def is_hidden_check_file(path: Path, hidden: Path = HIDDEN_CHECKS) -> bool:
    """Whether the check file ``path`` lies in ``hidden``. Asked for every check of every
    submission of a class, of a few dozen files: resolved once each (a resolve reads the
    file system, about 0.1 ms)."""
    return path.resolve().parent == hidden.resolve()


def recorded_hidden_points(path: Path = HIDDEN_POINTS) -> dict[tuple[str, str], float]:
    """Hidden points per (exercise, track), as the release recorded them; empty when none."""
    if not path.is_file():
        return {}
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))["hidden_points"]
        return {(row["exercise"], row["track"]): float(row["points"]) for row in rows}
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise GraderError(f"cannot read {path}: {err}; regenerate the release with `python -m grader release`") from err


def write_hidden_points(points: dict[tuple[str, str], float], path: Path) -> None:
    rows = [{"exercise": e, "track": t, "points": p} for (e, t), p in sorted(points.items())]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"hidden_points": rows}, indent=1) + "\n", encoding="utf-8")
