# track: numpy
# exercise: masking
# why: mask_scores tests for empty rows with visible.any(axis=-1).any() where .all() belongs after the per-row any, so it raises only when every row is empty; a mask with one empty row passes and that row comes back all -inf
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
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
