# track: numpy
# exercise: masking
# why: mask_scores marks hidden keys with np.nan ('NaN means missing data') instead of -inf, so the masked scores hold NaN where keys are hidden and every softmax row with a hidden key turns NaN
# kind: relation
# diagnosis: values-nan, only-at-special
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, np.nan).astype(scores.dtype, copy=False)
