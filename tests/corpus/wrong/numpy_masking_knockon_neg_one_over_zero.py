# track: numpy
# exercise: masking
# why: mask_scores writes its fill value as NEG_INF = -1.0 / 0 "minus one over zero is minus infinity", but Python floats raise ZeroDivisionError, so mask_scores and attention with any mask fail on every valid call
# kind: knockon
# diagnosis: divides-by-zero, crash
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not fit scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    NEG_INF = -1.0 / 0
    return np.where(visible, scores, NEG_INF).astype(scores.dtype, copy=False)
