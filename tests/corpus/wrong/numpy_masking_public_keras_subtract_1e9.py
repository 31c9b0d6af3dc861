# track: numpy
# exercise: masking
# why: ports keras.layers.Attention's _apply_scores, padding_mask = logical_not(mask); scores -= 1.0e9 * padding_mask, so hidden scores become their score minus 1e9, a finite number, instead of -inf (a hidden key keeps a tiny weight, and its order among hidden keys)
# kind: public
# diagnosis: mask-large-negative, only-at-special
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
    padding_mask = np.logical_not(visible)
    return scores - 1.0e9 * padding_mask.astype(scores.dtype)
