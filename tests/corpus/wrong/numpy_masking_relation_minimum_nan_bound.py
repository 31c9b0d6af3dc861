# track: numpy
# exercise: masking
# why: mask_scores caps the scores with np.minimum(scores, bound), bound being NaN where visible ("no bound") and -inf where hidden; np.minimum propagates NaN (np.fmin is the one that ignores it), so every visible score becomes NaN while the hidden ones are right
# kind: relation
# diagnosis: values-nan
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
    bound = np.where(visible, np.nan, -np.inf).astype(scores.dtype)  # NaN: no upper bound
    return np.minimum(scores, bound)
