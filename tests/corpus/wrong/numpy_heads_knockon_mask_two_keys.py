# track: numpy
# exercise: heads
# why: the student's mask_scores tests for empty rows with (visible.sum(axis=-1) <= 1).any(), an off-by-one that also rejects a query with exactly one visible key, so attention and multi-head attention raise ValueError on every causal mask (query 0 sees only itself)
# kind: knock-on
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if (visible.sum(axis=-1) <= 1).any():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
