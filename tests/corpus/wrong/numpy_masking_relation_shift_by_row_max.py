# track: numpy
# exercise: masking
# why: mask_scores also subtracts each row's largest visible score ("so the softmax after it is already stable"), np.where(visible, scores - visible_max, -inf), so every visible score is shifted by its row's maximum instead of kept as it came
# kind: relation
# diagnosis: offset, shift-per-key

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    masked = np.where(visible, scores, -np.inf)
    row_max = masked.max(axis=-1, keepdims=True)
    return np.where(visible, scores - row_max, -np.inf).astype(scores.dtype, copy=False)
