# track: numpy
# exercise: masking
# why: mask_scores takes its working array as out = np.atleast_1d(scores) ("so a scalar score also works") and writes -inf into out[~visible]; atleast_1d returns an array of 1 or more axes as it is, the caller's own scores, so every call overwrites the caller's hidden scores with -inf
# kind: rules
# diagnosis: input-changed
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
    out = np.atleast_1d(scores)
    out[~visible] = -np.inf
    return out
