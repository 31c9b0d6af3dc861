# track: numpy
# exercise: masking
# why: mask_scores takes its working copy with out = scores.copy, leaving off the call parentheses, so out is the bound method and the item assignment out[~visible] = -np.inf raises TypeError on every valid call
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
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.copy
    out[~visible] = -np.inf
    return out
