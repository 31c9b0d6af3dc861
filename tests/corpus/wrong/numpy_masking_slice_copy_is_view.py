# track: numpy
# exercise: masking
# why: "copies" the scores with scores[:] as for a Python list, but a NumPy slice is a view, so writing -inf into it changes the caller's array
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
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores[:]  # a copy, so the caller's scores stay as they were
    out[~visible] = -np.inf
    return out
