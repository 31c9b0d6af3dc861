# track: numpy
# exercise: masking
# why: mask_scores makes its mask keyword-only, def mask_scores(scores, *, allowed), "so that calls read mask_scores(scores, allowed=mask)"; every positional call, such as attention's mask_scores(scores, allowed), raises TypeError, so attention and multi-head attention fail on every masked call
# kind: knockon
# diagnosis: crash
# miss: the checks' positional call mask_scores(scores, allowed) is refused by Python itself, which the grader reports as a signature the contract does not allow, with no diagnosis of its own


def mask_scores(scores, *, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
