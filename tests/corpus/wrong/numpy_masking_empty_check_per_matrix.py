# track: numpy
# exercise: masking
# why: checks for hidden-everything with visible.any(axis=(-2, -1)).all(), i.e. that each (T, S) matrix has some visible key, instead of each query row, so a single query row with no visible key slips through as an all -inf row instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=(-2, -1)).all():
        raise ValueError("the mask hides every key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
