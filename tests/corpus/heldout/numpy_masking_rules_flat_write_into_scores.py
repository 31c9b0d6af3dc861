# track: numpy
# exercise: masking
# why: mask_scores writes -inf through the flat iterator of the scores, scores.flat[np.flatnonzero(~visible)] = -np.inf, "flat positions are cheaper than a where", and returns scores; np.asarray handed back the caller's own array, so the caller's scores are overwritten in place (and the result is that same object)
# kind: rules
# diagnosis: input-changed, input-aliased
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
    scores.flat[np.flatnonzero(~visible)] = -np.inf
    return scores
