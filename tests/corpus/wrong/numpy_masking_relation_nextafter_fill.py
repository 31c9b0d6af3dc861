# track: numpy
# exercise: masking
# why: mask_scores fills the hidden scores with np.nextafter(-np.inf, 0) in the scores' dtype, "the number just above -inf, so no arithmetic ever meets an infinity"; that is the most negative finite number (about -3.4e38 in float32, -1.8e308 in float64), so hidden scores come back finite instead of -inf (the visible ones are right)
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    hidden = np.nextafter(scores.dtype.type(-np.inf), scores.dtype.type(0))
    return np.where(visible, scores, hidden)
