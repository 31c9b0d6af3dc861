# track: numpy
# exercise: masking
# why: mask_scores raises ValueError for any mask with more than 2 axes ("a mask is one (T, S) table"), so valid batched or per-head masks, (B, T, S) or (B, 1, T, S), are rejected here, and attention and multi-head attention handed such masks raise too
# kind: knockon
# diagnosis: error-on-valid
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim > 2:
        raise ValueError(f"allowed must be a (T, S) table; got shape {allowed.shape}")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
