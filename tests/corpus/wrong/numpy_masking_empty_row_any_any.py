# track: numpy
# exercise: masking
# why: tests for rows with no visible key with visible.any(axis=-1).any() instead of .all(), so it only raises when every row is empty and a single empty row slips through
# kind: inputs-errors
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
