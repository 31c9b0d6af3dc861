# track: numpy
# exercise: masking
# why: fills each hidden score with the row's smallest visible score minus 1 ("just below every real score, and still finite") instead of -inf, so hidden scores keep a finite value and the softmax would still give hidden keys weight
# kind: relation
# diagnosis: only-at-special, mask-large-negative


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
    floor = np.where(visible, scores, np.inf).min(axis=-1, keepdims=True) - 1
    return np.where(visible, scores, floor).astype(scores.dtype, copy=False)
