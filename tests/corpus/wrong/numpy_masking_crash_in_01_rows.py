# track: numpy
# exercise: masking
# why: mask_scores checks a numeric mask with all(v in (0, 1) for v in allowed), which iterates over the mask's ROWS; "row in (0, 1)" compares a whole array with 0, whose truth is ambiguous, so every valid 2-D 0/1 mask raises
# kind: crash
# diagnosis: ambiguous-truth, crash, fails-with-01-masks
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not all(v in (0, 1) for v in allowed):
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
