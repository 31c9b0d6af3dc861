# track: numpy
# exercise: masking
# why: mask_scores raises ZeroDivisionError for a query row with no visible key ("its softmax would divide 0 by 0"), where the contract asks for ValueError; the other checks raise ValueError
# kind: error
# diagnosis: error-not-valueerror


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
        raise ZeroDivisionError("a query row has no visible key: its softmax would be 0 / 0")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
