# track: numpy
# exercise: softmax
# why: stable_softmax reuses the student's mask_scores to reject rows that are entirely -inf, scaled = mask_scores(scaled, ~np.isneginf(scaled)) (it raises ValueError for a row with no visible key), but that mask_scores builds its result from np.full(scores.shape, -np.inf), a float64 array, so every float32 softmax comes back as float64 weights
# kind: knockon
# diagnosis: dtype-float64
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
    out = np.full(scores.shape, -np.inf)
    out[visible] = scores[visible]
    return out


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    scaled = mask_scores(scaled, ~np.isneginf(scaled))
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
