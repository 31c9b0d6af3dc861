# track: numpy
# exercise: masking
# why: mask_scores and stable_softmax raise through the student's shared helper _require(ok, message), which raises only "if ok is False"; the empty-row tests (and the 0/1 test) hand it a NumPy bool (np.bool_ from .all() or .any()), which is never the object False, so mask_scores returns an all -inf row for a query with no visible key and stable_softmax returns a NaN row for an all -inf row, neither raising ValueError (the temperature checks, plain Python bools, still work)
# kind: error
# diagnosis: error-not-raised, values-nan
import math

import numpy as np


def _require(ok, message):
    if ok is False:
        raise ValueError(message)


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        _require(np.isin(allowed, (0, 1)).all(), "allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}"
        ) from err
    _require(visible.any(axis=-1).all(), "a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    _require(math.isfinite(temp) and temp > 0, "temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    _require((row_max > -np.inf).all(), "a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
