# track: numpy
# exercise: masking
# why: mask_scores validates numeric masks with "if not _is_01(allowed)", but the helper returns np.isin(allowed, (0, 1)), one bool per entry, without .all(); asking a mask of several entries for one truth value raises ValueError, so every valid 0/1 integer mask is rejected while bool masks work
# kind: knockon
# diagnosis: fails-with-01-masks, ambiguous-truth


def _is_01(allowed):
    """Whether a numeric mask holds only 0 and 1."""
    return np.isin(allowed, (0, 1))


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not _is_01(allowed):
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
