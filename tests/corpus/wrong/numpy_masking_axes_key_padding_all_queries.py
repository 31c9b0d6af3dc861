# track: numpy
# exercise: masking
# why: mask_scores reduces a mask of 2 or more axes to one key-padding row, allowed.all(axis=-2, keepdims=True) ("a key is padding if some query may not see it"), and hides those keys from every query; a mask whose rows differ (a causal one, where only key 0 is visible to all) then hides keys their own queries may see
# kind: axes
# diagnosis: hides-visible
# miss: the key-padding row hides every key some query cannot see, so most masks leave a row with no visible key and the function's own check raises on a valid input: error-on-valid leads on every failing check, and no relation reads the reduction over the queries
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    keys = allowed.astype(bool)
    if keys.ndim >= 2:
        keys = keys.all(axis=-2, keepdims=True)  # (..., 1, S): one padding row per batch
    visible = np.broadcast_to(keys, scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
