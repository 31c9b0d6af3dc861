# track: numpy
# exercise: masking
# why: mask_scores writes -inf only where a key is hidden and its score is positive, np.where(~visible & (scores > 0), -np.inf, scores), reasoning that "a negative score already gets a small weight"; hidden keys with scores of 0 or below keep their score, so attention gives them weight
# kind: knockon
# diagnosis: shows-hidden, mask-ignored, mask-in-part
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    leak = ~visible & (scores > 0)  # only positive hidden scores could take weight
    return np.where(leak, -np.inf, scores).astype(scores.dtype, copy=False)
