# track: numpy
# exercise: masking
# why: mask_scores tests for empty query rows with "if not visible.any(axis=-1).all(axis=-1):", an axis too many on .all(): for 2-D scores that is one bool, but with batch or head axes it is an array whose truth value is ambiguous, so every batched call raises
# kind: crash
# diagnosis: ambiguous-truth,error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all(axis=-1):
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
