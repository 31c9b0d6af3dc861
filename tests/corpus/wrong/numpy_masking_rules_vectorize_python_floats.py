# track: numpy
# exercise: masking
# why: mask_scores chooses each entry with np.vectorize(lambda s, a: s if a else float("-inf")) over the scores and the mask; np.vectorize finds its output dtype from the first result, a Python float, so the masked scores always come back float64 (float32 scores in, float64 out)
# kind: rules
# diagnosis: dtype-float64, dtype-changed
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
    hide = np.vectorize(lambda s, a: float(s) if a else float("-inf"))
    return hide(scores, visible)
