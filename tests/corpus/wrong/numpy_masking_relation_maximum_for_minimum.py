# track: numpy
# exercise: masking
# why: mask_scores builds a bias of +inf where visible and -inf where hidden and combines it with np.maximum(scores, bias) where np.minimum was meant, so every visible score becomes +inf and every hidden one keeps its score
# kind: relation
# diagnosis: mask-inverted, hides-visible, shows-hidden
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
        raise ValueError("a query row has no visible key")
    bias = np.where(visible, np.inf, -np.inf)  # +inf keeps a score, -inf hides it
    return np.maximum(scores, bias).astype(scores.dtype, copy=False)
