# track: numpy
# exercise: masking
# why: mask_scores keeps the visible scores with np.piecewise(scores, [visible], [lambda s: s]), expecting the places no condition covers to become -inf; np.piecewise fills them with 0, so every hidden score is 0
# kind: relation
# diagnosis: mask-zero
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.piecewise(scores, [visible], [lambda s: s])
