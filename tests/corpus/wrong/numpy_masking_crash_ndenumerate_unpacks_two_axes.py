# track: numpy
# exercise: masking
# why: mask_scores hides the keys in a loop, for (t, s), ok in np.ndenumerate(visible), unpacking each index as a (query, key) pair; np.ndenumerate yields one index per axis of the broadcast mask, so with a batch or head axis the index has three or more entries and the unpacking raises ValueError on every valid batched call
# kind: crash
# diagnosis: fixed-leading-axes, fails-with-leading-axes
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.copy()
    for (t, s), ok in np.ndenumerate(visible):
        if not ok:
            out[..., t, s] = -np.inf
    return out
