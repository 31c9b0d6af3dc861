# track: numpy
# exercise: masking
# why: adds BERT's additive mask (1 - mask) * -10000.0, so hidden scores become score - 10000 instead of -inf
# kind: relation
# diagnosis: mask-large-negative, only-at-special


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    adder = (1.0 - visible.astype(scores.dtype)) * -10000.0
    return scores + adder
