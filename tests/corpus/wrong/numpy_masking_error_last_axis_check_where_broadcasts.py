# track: numpy
# exercise: masking
# why: mask_scores checks only the key axis, allowed.shape[-1] in (1, S), and lets np.where broadcast the mask against the scores; np.where broadcasts both ways, so a mask with extra leading axes (or one that stretches a length-1 axis of the scores) passes and returns a larger array instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim and allowed.shape[-1] not in (1, scores.shape[-1]):
        raise ValueError(f"allowed has {allowed.shape[-1]} keys but the scores have {scores.shape[-1]}")
    visible = allowed.astype(bool)
    if not np.broadcast_to(visible, np.broadcast_shapes(visible.shape, scores.shape)).any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
