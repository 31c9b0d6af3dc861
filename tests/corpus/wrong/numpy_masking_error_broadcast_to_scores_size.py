# track: numpy
# exercise: masking
# why: mask_scores stretches the mask with np.broadcast_to(allowed.astype(bool), scores.size), reading .size as the shape as torch's size() gives it; in NumPy .size is the number of entries, so the target is the 1-D shape (T*S,) and every valid mask of two or more axes fails to broadcast and is rejected with ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.size)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not fit the scores {scores.shape}") from err
    visible = visible.reshape(scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
