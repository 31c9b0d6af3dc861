# track: numpy
# exercise: masking
# why: mask_scores keeps only the first of the mask's leading entries whenever the mask has 3 or more axes, allowed = allowed[0] ("the mask repeats over the batch, one copy is enough"), so per-batch and per-head masks apply the first element's mask everywhere (and an empty row elsewhere is not seen), and masked attention and multi-head attention, correct themselves, hide the wrong keys for every batch element but the first
# kind: knockon
# diagnosis: fails-with-mask, mask-first-only


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim >= 3:
        allowed = allowed[0]  # the mask repeats over the batch: keep one copy
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
