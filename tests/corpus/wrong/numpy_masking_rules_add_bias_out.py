# track: numpy
# exercise: masking
# why: mask_scores turns the mask into an additive bias, 0 where visible and -inf where hidden, and adds it with np.add(scores, bias, out=scores, casting="unsafe") "to save a copy of the scores"; out= writes the -inf into the caller's scores array, which comes back masked
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    bias = np.where(visible, 0.0, -np.inf)
    return np.add(scores, bias, out=scores, casting="unsafe")
