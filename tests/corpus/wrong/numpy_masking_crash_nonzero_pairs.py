# track: numpy
# exercise: masking
# why: mask_scores hides keys through the hidden (query, key) pairs of the mask, rows, cols = np.nonzero(~visible), then out[..., rows, cols] = -inf; the unpacking assumes a 2-D (T, S) mask, so a 1-D (S,) key mask or a mask with batch axes raises ValueError from the unpacking (too few / too many values), and a (T, 1) mask hides only key 0 of its rows
# kind: crash
# diagnosis: crash, error-on-valid, fails-with-fewer-mask-axes, fails-with-broadcast-mask, fixed-ndim


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.astype(bool)
    try:
        full = np.broadcast_to(visible, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not full.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.copy()
    rows, cols = np.nonzero(~visible)  # the hidden (query, key) pairs
    out[..., rows, cols] = -np.inf
    return out
