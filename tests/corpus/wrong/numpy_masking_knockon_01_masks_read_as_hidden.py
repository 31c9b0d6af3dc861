# track: numpy
# exercise: masking
# why: mask_scores reads a 0/1 integer mask the way old PyTorch byte masks (nn.MultiheadAttention's attn_mask) are read, 1 = hidden, and only bool masks as True = visible, so every 0/1 mask is applied inverted, in mask_scores and in attention and multi-head attention given 0/1 masks
# kind: knockon
# diagnosis: fails-with-01-masks,mask-inverted

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    # bool masks say "visible"; numeric masks are byte masks that mark the hidden keys
    visible_mask = allowed if allowed.dtype == bool else (allowed == 0)
    try:
        visible = np.broadcast_to(visible_mask, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
