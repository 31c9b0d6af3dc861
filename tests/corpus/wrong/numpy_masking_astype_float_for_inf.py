# track: numpy
# exercise: masking
# why: converts the scores with scores.astype(float) "so that they can hold -inf" before filling the hidden ones, and Python's float is float64, so float32 scores come back as float64
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.astype(float)
    out[~visible] = -np.inf
    return out
