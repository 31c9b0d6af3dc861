# track: numpy
# exercise: masking
# why: mask_scores hides the keys with out = np.putmask(scores.copy(), ~visible, -np.inf) and returns out, but np.putmask works in place on the copy and returns None, so mask_scores returns None on every valid call
# kind: rules
# diagnosis: returned-none, none-returned


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = np.putmask(scores.copy(), ~visible, -np.inf)
    return out
