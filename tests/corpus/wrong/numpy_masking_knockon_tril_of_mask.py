# track: numpy
# exercise: masking
# why: mask_scores keeps only the lower triangle of the mask it is given, np.tril(allowed) ("attention is causal, keep the causal structure"), so every visible key above the diagonal is hidden too: causal masks pass, but padding and other masks lose keys, and attention and multi-head attention, which call it, hide them as well
# kind: knockon
# diagnosis: hides-visible
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    visible = np.tril(visible)  # keep the causal structure
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
