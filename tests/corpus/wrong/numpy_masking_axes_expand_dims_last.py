# track: numpy
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its missing axes with np.expand_dims(allowed, -1), one at a time, appending them at the END where broadcasting adds them at the front, so a (T, S) mask on batched scores becomes (T, S, 1) and fails to line up (or lines up the wrong axes)
# kind: axes
# diagnosis: fails-with-fewer-mask-axes, error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    while allowed.ndim < scores.ndim:
        allowed = np.expand_dims(allowed, -1)  # give the mask the scores' rank
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
