# track: numpy
# exercise: masking
# why: mask_scores copies the scores and writes out[..., ~mask] = -inf with the mask as given (not broadcast); a (T, S) or (S,) mask indexes the trailing axes and works, but a mask with a batch or head axis of length 1, such as (B, 1, T, S) or (1, T, S), does not match the scores' axes and raises IndexError
# kind: crash
# diagnosis: fails-with-broadcast-mask

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
    out = scores.copy()
    out[..., ~allowed.astype(bool)] = -np.inf
    return out
