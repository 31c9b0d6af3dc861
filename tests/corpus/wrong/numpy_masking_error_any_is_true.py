# track: numpy
# exercise: masking
# why: mask_scores looks for a query row with no visible key with "if np.any(~visible.any(axis=-1)) is True:", but np.any returns a NumPy bool (np.True_), which is never the object True, so the check never fires and a row with no visible key comes back all -inf instead of raising ValueError
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if np.any(~visible.any(axis=-1)) is True:
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
