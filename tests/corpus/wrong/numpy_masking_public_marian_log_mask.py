# track: numpy
# exercise: masking
# why: mask_scores ports Marian NMT's transposedLogMask, (1 - mask) * -99999999.f added to the logits, as scores + (1 - visible) * -99999999.0; Marian's mask is 1 for real keys like the kit's, but its "log mask" is a large finite bias, so every hidden score comes back as its score minus 1e8 instead of -inf
# kind: public
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
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    # Marian: logMask = (1 - mask) * -99999999.f, added to the logits before the softmax
    log_mask = (1 - visible.astype(scores.dtype)) * -99999999.0
    return (scores + log_mask).astype(scores.dtype, copy=False)
