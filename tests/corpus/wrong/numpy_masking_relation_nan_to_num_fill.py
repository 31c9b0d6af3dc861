# track: numpy
# exercise: masking
# why: mask_scores fills the hidden keys with np.nan_to_num(-np.inf), "a finite -inf that can never make a NaN", which is float64's lowest number -1.797e308; cast back to float32 it overflows to -inf again (with an overflow warning), but float64 scores get -1.797e308 instead of -inf at every hidden key
# kind: relation
# diagnosis: mask-large-negative

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
    return np.where(visible, scores, np.nan_to_num(-np.inf)).astype(scores.dtype, copy=False)
