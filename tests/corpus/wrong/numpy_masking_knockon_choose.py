# track: numpy
# exercise: masking
# why: mask_scores picks between the scores and -inf with np.choose(visible, (scores, -np.inf)), reading it like np.where(condition, a, b); np.choose uses the mask as an index into the choices, so True (1) picks -inf and False (0) picks the score: every visible key is hidden and every hidden one shown, and attention and multi-head attention with a mask attend to exactly the wrong keys
# kind: knockon
# diagnosis: mask-inverted


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.choose(visible, (scores, -np.inf)).astype(scores.dtype, copy=False)
