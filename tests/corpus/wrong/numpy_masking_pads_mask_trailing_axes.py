# track: numpy
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its missing axes at the end (allowed[..., None]) instead of letting them broadcast from the front, so a (T, S) mask on batched scores is misaligned or rejected
# kind: axes-shapes
# diagnosis: fails-with-broadcast-mask, error-on-valid, fails-with-fewer-mask-axes
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    allowed = allowed.astype(bool)
    while allowed.ndim < scores.ndim:
        allowed = allowed[..., None]
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
