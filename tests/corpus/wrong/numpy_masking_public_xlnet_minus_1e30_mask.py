# track: numpy
# exercise: masking
# why: mask_scores ports XLNet's rel_attn_core masking, attn_score = attn_score - 1e30 * attn_mask with attn_mask = 1 where a key is hidden, so each hidden score becomes its own score minus 1e30, a large finite number, instead of exactly -inf
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    attn_mask = (~visible).astype(scores.dtype)  # XLNet: 1 = cannot attend
    return scores - 1e30 * attn_mask
