"""Likely mistakes: which known wrong answer a student's output matches.

The catalogue of known mistakes computes each wrong answer from the inputs. Some of those
computations come close to the exercises' answers (a stable softmax along the wrong axis
is still a stable softmax), so the catalogue lives in the instructor room
(``grader.instructor.mistakes``), which the student release leaves out. There,
:func:`hints` answers from ``grader/data/hints.json`` instead: the catalogue's answers
on every input of the public checks, recorded by ``python -m grader release`` while the
public checks ran on the reference. Inputs that were not recorded get no hint.

Looking the catalogue up by name is this room's one reference to a room above it: an
optional plugin, resolved once, with the recorded data as the fallback.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from grader.jsonarrays import decode, encode
from grader.kit import DATA

HINTS = DATA / "hints.json"
CATALOGUE = "grader.instructor.mistakes"

Hint = tuple[str, Any]
"""(explanation, what the mistake would return)."""

RECORDING: list[tuple[str, tuple[Any, ...], dict[str, Any], list[Hint]]] | None = None
"""When a list, every call of :func:`hints` is appended to it (see :func:`record`)."""


@cache
def _catalogue() -> Callable[[str, tuple[Any, ...], dict[str, Any]], list[Hint]] | None:
    try:
        return importlib.import_module(CATALOGUE).hints  # type: ignore[no-any-return]
    except ModuleNotFoundError:
        return None


def hints(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Hint]:
    """Likely mistakes for ``func`` on these inputs: (explanation, what it would return)."""
    live = _catalogue()
    found = live(func, args, kwargs) if live is not None else _from_recording(func, args, kwargs)
    if RECORDING is not None:
        RECORDING.append((func, args, kwargs, found))
    return found


def _feed(digest: Any, value: Any) -> None:
    if isinstance(value, np.ndarray):
        digest.update(f"array {value.dtype.str} {value.shape}".encode())
        digest.update(np.ascontiguousarray(value).tobytes())
    elif isinstance(value, (tuple, list)):
        digest.update(f"seq {len(value)}".encode())
        for item in value:
            _feed(digest, item)
    else:
        digest.update(f"value {value!r}".encode())


def hint_key(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    digest = hashlib.sha256(func.encode())
    _feed(digest, tuple(args))
    for name in sorted(kwargs):
        digest.update(name.encode())
        _feed(digest, kwargs[name])
    return digest.hexdigest()


@cache
def _recorded() -> dict[str, list[list[Any]]]:
    try:
        return json.loads(HINTS.read_text())["hints"]  # type: ignore[no-any-return]
    except (OSError, ValueError, KeyError):
        return {}


def _from_recording(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Hint]:
    return [(text, decode(value)) for text, value in _recorded().get(hint_key(func, args, kwargs), [])]


def record(calls: list[tuple[str, tuple[Any, ...], dict[str, Any], list[Hint]]], path: Path) -> int:
    """Write the hints of ``calls`` (as :data:`RECORDING` collects them) to ``path``."""
    table = {hint_key(func, args, kwargs): [[text, encode(np.asarray(value))] for text, value in found]
             for func, args, kwargs, found in calls}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"hints": table}, separators=(",", ":")) + "\n")
    return len(table)
