# track: numpy
# exercise: masking
# why: mask_scores takes the hidden positions with hidden = allowed.astype(bool, copy=False) and np.logical_not(hidden, out=hidden) "to skip a copy"; for a bool mask astype with copy=False returns the caller's own array, so every call inverts the caller's mask in place (the masked scores are right)
# kind: rules
# diagnosis: input-changed

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = allowed.astype(bool, copy=False)
    np.logical_not(hidden, out=hidden)
    try:
        hidden_b = np.broadcast_to(hidden, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if hidden_b.all(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(hidden_b, -np.inf, scores).astype(scores.dtype, copy=False)
