# track: numpy
# exercise: masking
# why: mask_scores "repairs" any 2-D-or-more mask whose last two axes differ from the scores' (T, S) by swapping them (np.swapaxes(allowed, -1, -2), "it was given key-major"); a valid key-padding mask (B, 1, S) becomes (B, S, 1), which hides whole queries instead of keys (or no longer fits when T != S)
# kind: axes
# diagnosis: mask-transposed, fails-with-broadcast-mask, fails-with-one-row-mask
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim >= 2 and allowed.shape[-2:] != scores.shape[-2:]:
        allowed = np.swapaxes(allowed, -1, -2)  # given key-major: (S, T) -> (T, S)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
