# track: numpy
# exercise: masking
# why: mask_scores ports the mask test of Hugging Face's LongformerSelfAttention, is_index_masked = attention_mask < 0 (Longformer's layer gets -10000 for padding, 0 for local and +10000 for global keys), and fills -inf where allowed < 0; the kit's masks are bools or 0/1, never negative, so no key is ever hidden
# kind: public
# diagnosis: mask-ignored
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not fit the scores {scores.shape}") from err
    if not mask.astype(bool).any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    # Longformer: negative = masked, 0 = local attention, positive = global attention
    is_index_masked = mask.astype(np.int8) < 0
    return np.where(is_index_masked, -np.inf, scores).astype(scores.dtype, copy=False)
