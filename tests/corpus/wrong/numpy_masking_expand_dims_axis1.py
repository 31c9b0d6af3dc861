# track: numpy
# exercise: masking
# why: gives a mask with fewer axes than the scores an axis with np.expand_dims(allowed, 1) "for the heads", so a (T, S) mask becomes (T, 1, S) and lines up against the wrong axes of batched scores
# kind: axes
# diagnosis: fails-with-fewer-mask-axes,fails-with-broadcast-mask


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if 1 < allowed.ndim < scores.ndim:
        allowed = np.expand_dims(allowed, 1)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf)
