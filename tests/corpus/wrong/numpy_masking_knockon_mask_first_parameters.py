# track: numpy
# exercise: masking
# why: mask_scores is written with its parameters in the other order, mask_scores(allowed, scores) ("mask first, as in np.where(mask, ...)"); every caller passes (scores, allowed), so the float scores are validated as the mask and fail its 0/1 check, and attention with a mask raises ValueError on every valid call
# kind: knockon
# diagnosis: signature-differs
import numpy as np


def mask_scores(allowed, scores):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores' shape {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
