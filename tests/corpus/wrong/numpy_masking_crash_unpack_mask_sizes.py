# track: numpy
# exercise: masking
# why: mask_scores reads the mask's sizes with mt, ms = allowed.shape[-2:] to compare them with the scores' T and S before broadcasting; a valid 1-D key mask (S,) has only one size, so the unpacking fails with ValueError ("not enough values to unpack") on every such mask, in mask_scores and in masked attention
# kind: crash
# diagnosis: crash,error-on-valid, fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    mt, ms = allowed.shape[-2:]
    t, s = scores.shape[-2:]
    if mt not in (1, t) or ms not in (1, s):
        raise ValueError(f"allowed {allowed.shape} does not fit the scores {scores.shape}")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
