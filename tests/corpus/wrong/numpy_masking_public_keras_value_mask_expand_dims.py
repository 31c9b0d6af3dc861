# track: numpy
# exercise: masking
# why: mask_scores ports keras.layers.Attention's padding handling, padding_mask = logical_not(expand_dims(mask, axis=-2)) for a (batch, S) value mask, applying expand_dims(allowed, -2) to every mask with fewer axes than the scores: a (T, S) mask becomes (T, 1, S), which broadcasts against (B, T, S) scores the wrong way (or raises)
# kind: public
# diagnosis: fails-with-fewer-mask-axes
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if 1 < allowed.ndim < scores.ndim:
        allowed = np.expand_dims(allowed, axis=-2)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
