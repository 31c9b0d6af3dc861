# track: numpy
# exercise: masking
# why: mask_scores validates a numeric mask with np.isin(allowed, (0, 1), invert=True).all(), adding invert=True to get "the entries NOT outside 0 and 1"; invert=True marks the entries that are NOT 0 or 1, which a valid 0/1 mask has none of, so "not ....all()" is true and every 0/1 integer mask is rejected with ValueError, in mask_scores and in attention and multi-head attention that call it
# kind: knockon
# diagnosis: error-on-valid, fails-with-01-masks
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1), invert=True).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
