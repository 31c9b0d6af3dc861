# track: numpy
# exercise: masking
# why: causal mask from np.tri(t, dtype=bool); mask_scores via np.where with a scalar of the scores' own dtype


def causal_mask(t):
    return np.tri(t, dtype=bool)


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if np.broadcast_shapes(allowed.shape, scores.shape) != scores.shape:
        raise ValueError(f"allowed {allowed.shape} must broadcast to scores {scores.shape}")
    visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if (~visible).all(axis=-1).any():
        raise ValueError("every query needs at least one visible key")
    return np.where(visible, scores, scores.dtype.type(-np.inf))
