# track: numpy
# exercise: masking
# why: mask_scores picks between the scores and -inf with np.select([visible], [scores], default=-np.inf) on the broadcast mask without converting it to bool; np.select demands boolean conditions, so every valid 0/1 integer mask raises TypeError (bool masks work)
# kind: crash
# diagnosis: crash, fails-with-01-masks
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"mask {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.astype(bool).any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.select([visible], [scores], default=-np.inf)
    return out.astype(scores.dtype, copy=False)
