# track: numpy
# exercise: masking
# why: mask_scores first crops the mask to the scores' last two sizes, allowed[..., :T, :S] ("so a causal mask built for the longest block fits a shorter one", as nanoGPT slices its registered bias), and only then broadcasts it; a mask that is too long on T or S, which does not broadcast to the scores, is silently cut down and accepted instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    T, S = scores.shape[-2:]
    if allowed.ndim >= 2:
        allowed = allowed[..., :T, :S]
    else:
        allowed = allowed[..., :S]
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
