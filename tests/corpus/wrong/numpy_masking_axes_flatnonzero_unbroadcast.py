# track: numpy
# exercise: masking
# why: hides keys through flat positions, out.flat[np.flatnonzero(~visible)] = -inf, computed from the mask as given instead of broadcast to the scores, so a (T, S) or (S,) mask on larger scores hides keys only in the first T*S (or S) flat entries, that is the first batch element or first query row
# kind: axes-shapes
# diagnosis: fails-with-broadcast-mask,fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        check = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not check.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    visible = allowed.astype(bool)
    out = scores.copy()
    out.flat[np.flatnonzero(~visible)] = -np.inf
    return out
