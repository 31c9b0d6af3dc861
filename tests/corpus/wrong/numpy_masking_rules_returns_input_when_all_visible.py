# track: numpy
# exercise: masking
# why: mask_scores returns the caller's scores array itself when the mask hides nothing (if np.all(allowed): return scores, "no work to do") instead of a new array, so the result aliases the input and writing into it changes the caller's scores
# kind: rules
# diagnosis: input-returned, input-changed, input-aliased
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
    if visible.all():
        return scores  # no work to do
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
