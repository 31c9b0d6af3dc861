# track: numpy
# exercise: masking
# why: mask_scores and stable_softmax share the student's helper _check_rows(visible), which looks for a query with no visible key with visible.any(axis=1), axis 1 being the key axis of a 2-D (T, S) mask only; with batch or head axes it reduces over the queries, so valid batched masks that hide one key from every query are rejected and an empty query row in a batch passes (stable_softmax fails the same way on -inf rows)
# kind: knockon
# diagnosis: error-on-valid, error-not-raised
import math

import numpy as np


def _check_rows(visible):
    """Raise ValueError when a query row (axis 1 of a (T, S) map) has no visible key."""
    if not visible.any(axis=1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    _check_rows(visible)
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    _check_rows(~np.isneginf(scaled))
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
