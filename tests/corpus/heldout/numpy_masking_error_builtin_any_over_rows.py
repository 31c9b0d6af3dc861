# track: numpy
# exercise: masking
# why: mask_scores looks for a query with no visible key with Python's builtin any(row.sum() == 0 for row in visible); iterating an array walks its first axis, which yields query rows only for 2-D scores: with a batch or head axis each "row" is a whole (T, S) map, so a single dead row in a batched mask is not caught and comes back all -inf instead of raising ValueError
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
    if any(row.sum() == 0 for row in visible):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
