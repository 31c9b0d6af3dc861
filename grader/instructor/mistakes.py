"""Known student mistakes, as the outputs they would produce on a given input.

When a check fails, :func:`grader.judging.compare.expect_array` compares the student's output
with each of these; a match names the likely mistake in the feedback. Every entry is a
wrong answer on purpose: none of them is the reference.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def _rows(x: np.ndarray, axis: int = -1) -> np.ndarray:
    with np.errstate(all="ignore"):
        e = np.exp(x - np.max(x, axis=axis, keepdims=True))
        return e / e.sum(axis=axis, keepdims=True)


def hints(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[tuple[str, Any]]:
    """Likely mistakes for ``func`` on these inputs: (explanation, what it would return)."""
    with np.errstate(all="ignore"):
        try:
            found = _HINTS.get(func, lambda a, k: [])(args, kwargs)
        except (ValueError, IndexError, TypeError):
            found = []
    return found


def _scores(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    q, k = args
    raw = q @ np.swapaxes(k, -2, -1)
    d_k = q.shape[-1]
    return [
        ("the scores are not divided by sqrt(d_k).", raw),
        ("the scores look divided by d_k instead of sqrt(d_k).", raw / d_k),
        ("the scores look multiplied by sqrt(d_k) instead of divided.", raw * math.sqrt(d_k)),
        ("the scale is computed in float32 (for example torch.sqrt(torch.tensor(d_k))), which"
         " loses precision on float64 inputs; use math.sqrt(d_k).", raw / np.float32(math.sqrt(d_k))),
    ]


def _mask(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    scores, allowed = args
    visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    return [
        ("the mask looks inverted: True means visible, so keep the scores where allowed is True.",
         np.where(visible, -np.inf, scores)),
        ("hidden scores are a large negative number, not -inf.", np.where(visible, scores, -1e9)),
        ("hidden scores are a large negative number, not -inf.", np.where(visible, scores, np.finfo(scores.dtype).min)),
        ("hidden scores are 0 instead of -inf.", np.where(visible, scores, 0.0)),
    ]


def _softmax(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    scores = args[0].astype(np.float64)
    temperature = kwargs.get("temperature", args[1] if len(args) > 1 else 1.0)
    out = [("the softmax runs over the wrong axis: normalise over the last axis (the S keys).",
            _rows(scores / temperature, axis=-2))]
    if temperature != 1.0:
        out += [
            ("the temperature is ignored: divide the scores by it.", _rows(scores)),
            ("the scores are multiplied by the temperature instead of divided.", _rows(scores * temperature)),
        ]
    return out


def _attention(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    q, k, v = (a.astype(np.float64) for a in args)
    raw = q @ np.swapaxes(k, -2, -1)
    allowed = kwargs.get("allowed")
    visible = True if allowed is None else np.broadcast_to(np.asarray(allowed).astype(bool), raw.shape)
    scaled = np.where(visible, raw / math.sqrt(q.shape[-1]), -np.inf)
    out = [
        ("the scores are not divided by sqrt(d_k).", _rows(np.where(visible, raw, -np.inf)) @ v),
        ("the scores look divided by sqrt(d_v) instead of sqrt(d_k).",
         _rows(np.where(visible, raw / math.sqrt(v.shape[-1]), -np.inf)) @ v),
        ("the softmax runs over the wrong axis: normalise over the S keys (last axis).",
         np.nan_to_num(_rows(scaled, axis=-2)) @ v),
    ]
    if allowed is not None:
        out.append(("the mask is ignored.", _rows(raw / math.sqrt(q.shape[-1])) @ v))
    return out


def _split(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    x, h = args
    *lead, t, width = x.shape
    return [("the heads are cut by reshaping straight to (..., H, T, d_h); reshape to"
             " (..., T, H, d_h) and then swap the H and T axes.", x.reshape(*lead, h, t, width // h))]


def _merge(args: tuple, kwargs: dict) -> list[tuple[str, Any]]:
    (x,) = args
    *lead, h, t, d_h = x.shape
    return [("the heads are merged by reshaping without first swapping the H and T axes.",
             x.reshape(*lead, t, h * d_h))]


_HINTS = {
    "scaled_scores": _scores,
    "mask_scores": _mask,
    "stable_softmax": _softmax,
    "attention": _attention,
    "split_heads": _split,
    "merge_heads": _merge,
}
