# track: numpy
# exercise: masking
# why: mask_scores fills the hidden keys with a value 1e4 below the smallest score, scores.min() - 1e4 ("low enough that exp gives exactly 0, and no inf in the array"), so hidden scores are finite numbers instead of -inf
# kind: relation
# diagnosis: mask-large-negative


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
    floor = scores.min() - 1e4
    return np.where(visible, scores, floor).astype(scores.dtype, copy=False)
