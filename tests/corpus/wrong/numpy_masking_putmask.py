# track: numpy
# exercise: masking
# why: hides keys with np.putmask(scores, ~visible, -np.inf), which writes -inf into the caller's scores array, and returns that same array
# kind: in-place
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
    np.putmask(scores, ~visible, -np.inf)
    return scores
