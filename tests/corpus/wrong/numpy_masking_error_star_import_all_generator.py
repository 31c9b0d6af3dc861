# track: numpy
# exercise: masking
# why: mask_scores is written after from numpy import * ("so where and broadcast_to need no np. prefix") and checks the rows with the builtin-style all(row.any() for row in rows); the star import has rebound all to np.all, which takes the generator as one opaque object and returns True without running it, so a mask that hides every key of a query row gets through without the ValueError and that row comes back all -inf
# kind: error
# diagnosis: error-not-raised
from numpy import *


def mask_scores(scores, allowed):
    scores = asarray(scores)
    allowed = asarray(allowed)
    if allowed.dtype != bool and not isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    rows = visible.reshape(-1, visible.shape[-1])
    if not all(row.any() for row in rows):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return where(visible, scores, -inf).astype(scores.dtype, copy=False)
