# track: numpy
# exercise: masking
# why: mask_scores fills hidden scores with -np.finfo(np.float16).max (-65504) "so the mask survives a cast to half precision" in every dtype, so float32 and float64 hidden scores are a finite large negative number instead of -inf (a NumPy port of the torch slip)
# kind: relation
# diagnosis: mask-large-negative

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.finfo(np.float16).max).astype(scores.dtype, copy=False)
