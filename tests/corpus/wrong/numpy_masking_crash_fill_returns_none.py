# track: numpy
# exercise: masking
# why: starts the result with out = scores.copy().fill(-np.inf), but ndarray.fill works in place and returns None, so writing the visible scores into out raises TypeError on every valid call
# kind: crash
# diagnosis: crash,none-returned


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"mask {allowed.shape} does not fit scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("some query has no visible key")
    out = scores.copy().fill(-np.inf)  # start with everything hidden
    out[visible] = scores[visible]
    return out
