# track: numpy
# exercise: masking
# why: checks the broadcast mask but hides the keys with np.place(out, ~mask, -np.inf) on the mask as given; np.place needs a mask of the array's own size, so every valid mask that only broadcasts (a (T, S) mask on batched scores, an (S,) mask) raises ValueError
# kind: axes
# diagnosis: fails-with-broadcast-mask,error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    mask = allowed.astype(bool)
    try:
        visible = np.broadcast_to(mask, scores.shape)
    except ValueError as err:
        raise ValueError(f"mask {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.copy()
    np.place(out, ~mask, -np.inf)
    return out
