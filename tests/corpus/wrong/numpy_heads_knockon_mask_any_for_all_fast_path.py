# track: numpy
# exercise: heads
# why: the student's mask_scores has a fast path meant for "nothing hidden" that tests visible.any() where visible.all() was meant; after the empty-row check any() is always True, so it always returns the unmasked scores and masked attention and multi-head attention ignore every mask
# kind: knock-on
# diagnosis: mask-ignored

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
    if visible.any():  # fast path: nothing hidden
        return scores.copy()
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
