# track: numpy
# exercise: masking
# why: mask_scores protects the mask with allowed.setflags(write=False) ("the mask is read, never written") on the array np.asarray handed back, which is the caller's own mask, so the caller's allowed array is left read-only
# kind: rules
# diagnosis: input-flag-changed
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    allowed.setflags(write=False)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
