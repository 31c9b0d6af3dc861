# track: numpy
# exercise: masking
# why: mask_scores hides the keys with np.minimum(scores, bias, out=scores), bias being +inf where visible and -inf where hidden ("the minimum keeps a visible score and hides the rest"); the values are right, but out=scores writes the -inf into the caller's own scores array and returns it
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    bias = np.where(visible, np.inf, -np.inf)
    return np.minimum(scores, bias, out=scores)
