# track: numpy
# exercise: masking
# why: mask_scores takes its working array as out = scores.real ("the real part, in case the scores come complex") and writes -inf into it; for a real array .real is not a copy but the array itself, so the hidden scores are written into the caller's scores array
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
    out = scores.real  # real part: a fresh array to fill
    out[~visible] = -np.inf
    return out
