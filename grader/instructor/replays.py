"""Replays of whole computations for the diagnosis engine's relations, kept in the
instructor's room: a replay of multi-head attention is the exercise's answer, so the student
release (which leaves ``grader/instructor/`` out) ships none, and the relations that use it
say nothing there (``grader.judging.relations._head_shares``)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def attended_heads(args: tuple[Any, ...], kwargs: dict[str, Any]) -> np.ndarray | None:
    """A multi_head_self_attention case's attended values, head by head, (H, ..., T, d_v): what
    each head hands to its block of w_o's rows. None where the case's inputs do not make one
    (not float arrays, widths that H does not divide)."""
    if len(args) < 6 or not all(isinstance(a, np.ndarray) and a.dtype.kind == "f" for a in args[:5]):
        return None
    x, w_q, w_k, w_v = (a.astype(np.float64) for a in args[:4])
    allowed = args[6] if len(args) > 6 else kwargs.get("allowed")
    try:
        heads = int(args[5])
        if heads < 1 or w_q.shape[-1] % heads or w_v.shape[-1] % heads:
            return None

        def split(y: np.ndarray) -> np.ndarray:
            return np.swapaxes(y.reshape(y.shape[:-1] + (heads, y.shape[-1] // heads)), -2, -3)

        q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
        with np.errstate(all="ignore"):
            scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
            if allowed is not None:
                scores = np.where(np.asarray(allowed).astype(bool), scores, -np.inf)
            weights = np.e ** (scores - scores.max(axis=-1, keepdims=True))
            weights = weights / weights.sum(axis=-1, keepdims=True)
            return np.moveaxis(weights @ v, -3, 0)  # (..., H, T, d_v) -> (H, ..., T, d_v)
    except (ValueError, IndexError, TypeError):
        return None
