# track: numpy
# exercise: masking
# why: computes the hidden positions with np.logical_not(allowed, out=allowed) "to save a copy", which overwrites the caller's mask with its negation
# kind: inputs-errors
# diagnosis: input-changed


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = np.logical_not(allowed, out=allowed)
    try:
        hidden = np.broadcast_to(hidden.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if hidden.all(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(hidden, -np.inf, scores).astype(scores.dtype, copy=False)
