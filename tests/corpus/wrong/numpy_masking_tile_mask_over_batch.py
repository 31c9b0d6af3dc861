# track: numpy
# exercise: masking
# why: when the mask has fewer axes than the scores it repeats it over the first score axis with np.tile(allowed, (scores.shape[0], 1, 1)), as for (B, T, S) scores; that adds one axis of length scores.shape[0], wrong for 2-D masks on (B, H, T, S) scores or for 1-D masks
# kind: axes-shapes
# diagnosis: fails-with-broadcast-mask, fails-with-fewer-mask-axes, fixed-leading-axes


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim < scores.ndim:
        # one mask per batch element
        allowed = np.tile(allowed, (scores.shape[0],) + (1,) * allowed.ndim)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
