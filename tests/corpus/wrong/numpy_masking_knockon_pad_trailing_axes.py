# track: numpy
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its missing axes at the END, allowed.reshape(allowed.shape + (1,) * missing), where broadcasting adds them in front, so a 1-D (S,) key mask becomes (S, 1) and is applied per query row: wrong when T == S, a broadcast error otherwise, in mask_scores and in attention with such masks
# kind: knockon
# diagnosis: fails-with-fewer-mask-axes

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    missing = scores.ndim - allowed.ndim
    if missing > 0:
        allowed = allowed.reshape(allowed.shape + (1,) * missing)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
