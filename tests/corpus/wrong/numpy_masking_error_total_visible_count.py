# track: numpy
# exercise: masking
# why: mask_scores checks for queries with no visible key by counting the visible places of the whole mask, np.count_nonzero(visible) < scores.shape[-2] ("at least one per query"), so a mask that hides one row entirely while other rows see several keys passes and returns a row of -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
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
    rows = int(np.prod(scores.shape[:-1]))
    if np.count_nonzero(visible) < rows:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
