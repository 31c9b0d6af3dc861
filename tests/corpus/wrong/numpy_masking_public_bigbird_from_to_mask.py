# track: numpy
# exercise: masking
# why: mask_scores ports BigBird's mask building (Hugging Face modeling_big_bird), where the 2-D mask is the outer product of a query padding mask and a key padding mask (from_mask * to_mask); it squeezes the given mask into those two vectors, a query is "real" if it sees any key and a key if any query sees it, and rebuilds visible = from_mask & to_mask, so a mask that is not a padding pattern (a causal one) comes back with most of its hidden places visible again
# kind: public
# diagnosis: mask-in-part, mask-ignored, mask-from-padding
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not fit the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    # BigBird: attention_mask = from_mask (..., T, 1) * to_mask (..., 1, S)
    from_mask = visible.any(axis=-1, keepdims=True)  # (..., T, 1): real queries
    to_mask = visible.any(axis=-2, keepdims=True)  # (..., 1, S): real keys
    band = from_mask & to_mask
    return np.where(band, scores, -np.inf).astype(scores.dtype, copy=False)
