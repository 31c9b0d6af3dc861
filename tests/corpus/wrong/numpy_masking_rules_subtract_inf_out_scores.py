# track: numpy
# exercise: masking
# why: mask_scores hides keys with the ufunc's where=, np.subtract(scores, np.inf, out=scores, where=~visible), passing out=scores "so the visible entries keep their scores" (where= leaves the other entries of a fresh output unset); out= is the caller's own array, so the caller's scores are overwritten with -inf at every hidden place
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
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.subtract(scores, np.inf, out=scores, where=~visible)
