# track: numpy
# exercise: masking
# why: checks by hand that the mask fits the scores, comparing their shapes from the right with "a == s" for every axis, forgetting that an axis of length 1 also broadcasts, so valid masks such as (T, 1), (1, S) or (B, 1, T, S) are rejected with ValueError
# kind: error
# diagnosis: error-on-valid,fails-with-broadcast-mask

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    fits = allowed.ndim <= scores.ndim and all(
        a == s for a, s in zip(allowed.shape[::-1], scores.shape[::-1])
    )
    if not fits:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}")
    visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
