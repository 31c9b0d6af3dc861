# track: numpy
# exercise: masking
# why: mask_scores raises KeyError ("no visible key") for a query row with no visible key, reading the missing key as a lookup failure, instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror

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
        raise KeyError("no visible key for some query row")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
