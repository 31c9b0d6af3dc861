# track: numpy
# exercise: masking
# why: mask_scores fills the hidden places with -np.Inf, the capitalised alias of older NumPy tutorials that NumPy 2 removed, so every valid call raises AttributeError before anything is masked
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.Inf).astype(scores.dtype, copy=False)
