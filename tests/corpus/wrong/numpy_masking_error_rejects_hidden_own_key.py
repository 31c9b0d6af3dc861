# track: numpy
# exercise: masking
# why: mask_scores adds a rule taken from the lesson's causal example, that in square (self-attention) scores every query must see its own key, and raises ValueError when a mask hides a diagonal entry, so valid masks that hide a query's own key are rejected
# kind: error
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    if scores.shape[-1] == scores.shape[-2]:
        own = np.diagonal(visible, axis1=-2, axis2=-1)
        if not own.all():
            raise ValueError("in self-attention every query must see its own key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
