# track: numpy
# exercise: masking
# why: mask_scores checks that the mask fits with set(allowed.shape) <= set(scores.shape) ("every axis of the mask must be one of the scores' axes") before broadcasting; a length-1 axis is not among the scores' sizes, so valid masks that broadcast through one, (T, 1), (1, S) or (B, 1, T, S), raise ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-broadcast-mask
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if not set(allowed.shape) <= set(scores.shape):
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not fit the scores' shape {scores.shape}"
        )
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
