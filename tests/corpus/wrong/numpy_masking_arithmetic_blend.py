# track: numpy
# exercise: masking
# why: blends with arithmetic instead of choosing, scores * visible + hidden * -inf; where a key is visible that is 0 * -inf = NaN (and the bool * -inf term is float64)
# kind: relation
# diagnosis: mask-multiplied, values-nan


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    hidden = ~visible
    # keep the score where visible, -inf where hidden
    return scores * visible + hidden * -np.inf
