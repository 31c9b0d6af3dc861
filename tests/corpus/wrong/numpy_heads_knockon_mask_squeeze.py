# track: numpy
# exercise: heads
# why: the student's mask_scores starts with allowed = np.squeeze(allowed) "to drop stray axes of length 1", which removes the size-1 axes that let a mask broadcast, so attention and multi-head attention reject valid masks such as a (B, 1, S) padding mask or a (B, 1, T, T) per-batch mask (their remaining axes no longer line up with the scores)
# kind: knock-on
# diagnosis: error-on-valid, fails-with-broadcast-mask


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.squeeze(np.asarray(allowed))
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
