# track: numpy
# exercise: masking
# why: mask_scores ends with "return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)," and the trailing comma makes it return a one-element tuple holding the masked scores instead of the np.ndarray itself
# kind: rules
# diagnosis: wrong-array-type, crash
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False),
