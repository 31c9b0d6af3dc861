# track: numpy
# exercise: masking
# why: mask_scores tests for a query without visible keys with "if not visible.any(axis=-1):", written as for a single query row; any(axis=-1) keeps one bool per query, and asking an array of several bools for one truth value raises, so every valid call with more than one query fails
# kind: crash
# diagnosis: ambiguous-truth, crash
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
    if not visible.any(axis=-1):
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
