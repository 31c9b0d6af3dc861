# track: numpy
# exercise: masking
# why: takes its working copy with scores.astype(scores.dtype, copy=False) "to skip a needless copy", but with the same dtype that returns the caller's array itself, so writing -inf into it changes the caller's scores
# kind: inputs-errors
# diagnosis: input-changed


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.astype(scores.dtype, copy=False)
    out[~visible] = -np.inf
    return out
