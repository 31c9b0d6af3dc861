# track: numpy
# exercise: masking
# why: mask_scores looks for query rows with no visible key in the scores it was given, np.isneginf(scores).all(axis=-1).any() ("such a row is all -inf"), instead of in the mask, so a mask that hides a whole row is accepted and that row comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
