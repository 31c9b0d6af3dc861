# track: numpy
# exercise: masking
# why: mask_scores "pushes each hidden score to minus infinity" by multiplying it, np.where(visible, scores, scores * -np.inf); a positive hidden score does become -inf, but a negative one becomes +inf (the hidden key takes all the weight) and a zero one becomes NaN
# kind: relation
# diagnosis: shows-hidden, nan-at-hidden, values-nan, only-at-special

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    # send the hidden scores off to minus infinity
    with np.errstate(invalid="ignore"):
        hidden = scores * -np.inf
    return np.where(visible, scores, hidden).astype(scores.dtype, copy=False)
