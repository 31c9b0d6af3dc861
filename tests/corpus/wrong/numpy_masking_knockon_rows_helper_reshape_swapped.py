# track: numpy
# exercise: masking
# why: mask_scores (and stable_softmax, for its -inf rows) find empty query rows through the student's helper _rows(x) = x.reshape(x.shape[-1], -1), meant as "one row per query" but with the sizes swapped (reshape(-1, x.shape[-1]) belongs); the groups it tests cut across the rows, so an empty row can hide next to a visible key (no ValueError) and valid masks whose visible keys lie apart are rejected
# kind: knockon
# diagnosis: error-not-raised, error-on-valid
import math

import numpy as np


def _rows(x):
    # every query row of any leading axes, one per line
    return x.reshape(x.shape[-1], -1)


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
    if not _rows(visible).any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(_rows(scaled)).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
