# track: numpy
# exercise: masking
# why: mask_scores also accepts masks "given key-major", swapping the mask's last two axes whenever they read (S, T); for square scores (T == S) that test holds for every correctly laid out mask, so every square mask is transposed: a causal mask shows each query the later keys and hides the earlier ones, while T != S is right
# kind: axes
# diagnosis: fails-when-square


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    allowed = allowed.astype(bool)
    t, s = scores.shape[-2:]
    if allowed.ndim >= 2 and allowed.shape[-2:] == (s, t):
        allowed = np.swapaxes(allowed, -2, -1)  # the mask came (S, T)
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
