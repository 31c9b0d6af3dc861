# track: numpy
# exercise: softmax
# why: mask_scores and stable_softmax share the student's helper _fill_hidden(x, visible, value=-np.inf), written for masking; stable_softmax calls it to make the hidden keys' weights "exactly 0" but leaves value at its default, so every key whose score was -inf gets weight -inf instead of 0 (the visible weights are right)
# kind: relation
# diagnosis: only-at-special
import math

import numpy as np


def _fill_hidden(x, visible, value=-np.inf):
    """Return x with `value` wherever visible is False, in x's dtype."""
    return np.where(visible, x, value).astype(x.dtype, copy=False)


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return _fill_hidden(scores, visible)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return _fill_hidden(weights, ~np.isneginf(scaled))  # hidden keys: exactly 0
