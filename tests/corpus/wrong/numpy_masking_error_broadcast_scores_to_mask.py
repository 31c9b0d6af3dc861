# track: numpy
# exercise: masking
# why: mask_scores checks the fit the wrong way round, np.broadcast_to(scores, allowed.shape) inside its try ("the scores must fit the mask"), so every valid mask with fewer axes than the scores or a length-1 axis (a (T, S) mask on batched scores, an (S,) or (T, 1) mask) raises ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-broadcast-mask
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        np.broadcast_to(scores, allowed.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not fit the scores {scores.shape}") from err
    visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
