# track: numpy
# exercise: masking
# why: mask_scores chooses with -inf for bool masks but treats a 0/1 numeric mask as an additive bias, scores + (allowed - 1) * 1e9 ("numeric masks are added, as in BERT"), so with an integer mask every hidden score comes back as score - 1e9, a finite number, instead of -inf (bool masks are right)
# kind: relation
# diagnosis: mask-large-negative,fails-with-01-masks
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    if allowed.dtype == bool:
        return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    bias = (np.broadcast_to(allowed, scores.shape).astype(scores.dtype) - 1) * 1e9
    return scores + bias
