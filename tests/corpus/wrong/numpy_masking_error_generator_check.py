# track: numpy
# exercise: masking
# why: mask_scores checks the query rows through a helper written as a generator (it yields each checked row and raises ValueError for a row with no visible key) and calls it as _checked_rows(visible) on a line of its own; calling a generator function only creates the generator, so no row is ever checked and a query with no visible key comes back as an all -inf row instead of raising
# kind: error
# diagnosis: error-not-raised


def _checked_rows(visible):
    for row in visible.reshape(-1, visible.shape[-1]):
        if not row.any():
            raise ValueError("a query row has no visible key; every query needs at least one")
        yield row


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    _checked_rows(visible)
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
