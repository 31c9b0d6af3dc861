# track: numpy
# exercise: masking
# why: mask_scores follows the reference code in the docs of F.scaled_dot_product_attention, where a bool attn_mask becomes a -inf bias (masked_fill of its logical_not) and any other mask is taken as an additive bias; so a 0/1 integer mask is added to the scores as it is: visible keys get +1, hidden ones +0, and nothing is hidden
# kind: public
# diagnosis: fails-with-01-masks, mask-added
def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    if allowed.dtype == bool:
        attn_bias = np.where(allowed, 0.0, -np.inf)
    else:
        attn_bias = allowed
    return (scores + attn_bias).astype(scores.dtype, copy=False)
