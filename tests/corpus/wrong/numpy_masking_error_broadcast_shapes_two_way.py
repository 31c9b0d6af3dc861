# track: numpy
# exercise: masking
# why: mask_scores checks the mask with np.broadcast_shapes(allowed.shape, scores.shape) inside try/except, which only asks whether the two shapes broadcast together, not whether the mask fits the scores' own shape; a mask with extra leading axes (or longer axes where the scores have length 1) is accepted and grows the result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        np.broadcast_shapes(allowed.shape, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    visible = allowed.astype(bool)
    if not np.broadcast_to(visible, np.broadcast_shapes(visible.shape, scores.shape)).any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
