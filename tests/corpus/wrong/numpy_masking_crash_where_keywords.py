# track: numpy
# exercise: masking
# why: mask_scores calls np.where(condition=visible, x=scores, y=-np.inf), spelling out the parameter names of the docs' signature; np.where takes its three arguments by position only, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
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
    return np.where(condition=visible, x=scores, y=-np.inf).astype(scores.dtype, copy=False)
