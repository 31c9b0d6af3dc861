# track: numpy
# exercise: masking
# why: mask_scores looks for empty query rows with "if np.nonzero(~visible.any(axis=-1)):", meaning "if there are positions of empty rows"; np.nonzero returns a tuple with one index array per axis, and a non-empty tuple is always true, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}"
        ) from err
    if np.nonzero(~visible.any(axis=-1)):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
