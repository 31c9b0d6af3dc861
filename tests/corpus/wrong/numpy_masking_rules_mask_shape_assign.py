# track: numpy
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its leading axes by assigning allowed.shape = (1,) * missing + allowed.shape ("broadcast without a copy") on the array np.asarray hands back, the caller's own mask, so after the call the caller's (T, S) mask has become (1, T, S)
# kind: rules
# diagnosis: input-changed, input-flag-changed

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    missing = scores.ndim - allowed.ndim
    if missing > 0:
        allowed.shape = (1,) * missing + allowed.shape
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
