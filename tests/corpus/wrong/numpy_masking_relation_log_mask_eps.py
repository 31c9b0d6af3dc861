# track: numpy
# exercise: masking
# why: mask_scores turns the mask into an additive bias with a "safe" logarithm, scores + np.log(visible + 1e-12), the epsilon added to avoid log(0); hidden keys get their score minus about 27.6 instead of -inf, so they keep a small weight in any softmax
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
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    bias = np.log(visible.astype(scores.dtype) + scores.dtype.type(1e-12))
    return scores + bias
