# track: numpy
# exercise: masking
# why: mask_scores builds its fill as np.full_like(visible, -np.inf), "a -inf array shaped like the mask", but full_like takes the dtype of the bool mask, so the fill is all True and np.where gives every hidden score the value 1.0 instead of -inf
# kind: relation
# diagnosis: only-at-special, mask-zero, bias-bool
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    fill = np.full_like(visible, -np.inf)
    return np.where(visible, scores, fill).astype(scores.dtype, copy=False)
