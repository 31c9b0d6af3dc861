# track: numpy
# exercise: masking
# why: mask_scores checks the mask with the student's helper _broadcasts(mask_shape, scores_shape), which compares the two shapes from the right with zip(reversed(a), reversed(b)) and accepts a pair when the mask's size is 1 or the scores' size; zip stops at the shorter shape, so the extra leading axes of a mask with MORE axes than the scores are never looked at, and mask_scores (which then masks with np.where) silently returns a grown array instead of raising ValueError
# kind: knockon
# diagnosis: error-not-raised
def _broadcasts(mask_shape, scores_shape):
    return all(m in (1, s) for m, s in zip(reversed(mask_shape), reversed(scores_shape)))


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if not _broadcasts(allowed.shape, scores.shape):
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}")
    visible = allowed.astype(bool)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
