# track: numpy
# exercise: masking
# why: mask_scores ports MaxText's apply_mask_to_logits, np.where(mask >= DEFAULT_MASK_VALUE * 0.5, logits, DEFAULT_MASK_VALUE) with DEFAULT_MASK_VALUE = -0.7 * finfo(float32).max, a test written for an additive bias mask (0 or about -2.4e38); the kit's 0/1 or bool mask is always >= -1.2e38, so every key stays visible and nothing is hidden
# kind: public
# diagnosis: mask-ignored
import numpy as np

DEFAULT_MASK_VALUE = -0.7 * float(np.finfo(np.dtype("float32")).max)


def _apply_mask_to_logits(logits, mask):
    # MaxText (layers/attentions.py): keep the logits wherever the mask is not "very negative"
    return np.where(mask >= DEFAULT_MASK_VALUE * 0.5, logits, DEFAULT_MASK_VALUE)


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not mask.astype(bool).any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return _apply_mask_to_logits(scores, mask).astype(scores.dtype, copy=False)
