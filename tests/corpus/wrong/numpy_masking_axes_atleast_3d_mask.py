# track: numpy
# exercise: masking
# why: mask_scores lifts the mask with np.atleast_3d "so a (T, S) mask gets a batch axis", but atleast_3d appends the new axis at the end, (T, S) -> (T, S, 1), so the mask's axes no longer line up with the scores' (..., T, S): 2-D masks fail to broadcast or hide the wrong places
# kind: axes
# diagnosis: fails-with-fewer-mask-axes, fails-with-broadcast-mask, error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.atleast_3d(np.asarray(allowed))  # (B, T, S)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
