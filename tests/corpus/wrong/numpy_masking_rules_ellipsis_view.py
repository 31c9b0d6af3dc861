# track: numpy
# exercise: masking
# why: mask_scores takes its working array as out = scores[...] ("every entry, a copy") and writes out[~visible] = -np.inf; indexing with an Ellipsis returns a view of the caller's array, not a copy, so the caller's scores are overwritten with -inf at every hidden key (the returned values are right)
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
    out = scores[...]
    out[~visible] = -np.inf
    return out
