# track: numpy
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its missing leading axes by assigning allowed.shape = (1,) * n + allowed.shape on the array np.asarray handed back, which is the caller's own mask; the result is right, but the caller's (T, S) mask comes back reshaped to (1, T, S)
# kind: rules
# diagnosis: input-changed
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim < scores.ndim:
        allowed.shape = (1,) * (scores.ndim - allowed.ndim) + allowed.shape
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
