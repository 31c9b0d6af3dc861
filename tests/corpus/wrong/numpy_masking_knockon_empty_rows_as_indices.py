# track: numpy
# exercise: masking
# why: mask_scores tests "if _has_empty_row(visible): raise ValueError", but its helper returns np.flatnonzero(~visible.any(axis=-1)), the flat indices of the empty rows, instead of a bool; when no row is empty that is an empty array, whose truth value NumPy 2 refuses with ValueError, so every valid mask is rejected (and a single empty row at index 0 would even slip through as an all -inf row)
# kind: knockon
# diagnosis: error-on-valid, ambiguous-truth


def _has_empty_row(visible):
    """Which query rows see no key at all."""
    return np.flatnonzero(~visible.any(axis=-1))


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if _has_empty_row(visible):
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
