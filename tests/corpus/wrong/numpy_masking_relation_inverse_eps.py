# track: numpy
# exercise: masking
# why: mask_scores fills the hidden scores with -1 / np.finfo(scores.dtype).eps ("the most negative score the softmax can still tell apart"), a finite -8.4e6 in float32 and -4.5e15 in float64, instead of -inf
# kind: relation
# diagnosis: mask-large-negative

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
    hidden_value = -1 / np.finfo(scores.dtype).eps
    return np.where(visible, scores, hidden_value).astype(scores.dtype, copy=False)
