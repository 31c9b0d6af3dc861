# track: numpy
# exercise: masking
# why: the empty-row check reads "if visible.all(axis=-1).any()" where (~visible).all(axis=-1).any() was meant (the ~ forgotten), so it raises ValueError whenever some query sees every key (the last row of a causal mask, an all-True mask) and lets a query with no visible key through as an all -inf row
# kind: error-case
# diagnosis: error-on-valid,error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if visible.all(axis=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
