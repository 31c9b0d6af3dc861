# track: numpy
# exercise: masking
# why: mask_scores validates and broadcasts the mask correctly and then calls its helper _hide(scores, visible), but _hide(scores, hidden) expects the positions to hide, np.where(hidden, -np.inf, scores); handed the visible mask it hides every key the query may see and shows the hidden ones, and attention with a mask goes wrong through it
# kind: knockon
# diagnosis: mask-inverted
import numpy as np


def _hide(scores, hidden):
    """-inf at the hidden places, the scores elsewhere."""
    return np.where(hidden, -np.inf, scores).astype(scores.dtype, copy=False)


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
    return _hide(scores, visible)
