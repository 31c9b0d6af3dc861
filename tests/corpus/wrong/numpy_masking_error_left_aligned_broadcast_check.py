# track: numpy
# exercise: masking
# why: mask_scores checks by hand that allowed broadcasts, zipping allowed.shape with scores.shape from the left instead of from the right, so a (T, S) or (S,) mask on scores with more axes is compared against the wrong axes and valid masks raise ValueError
# kind: error-case
# diagnosis: error-on-valid,fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim > scores.ndim or any(a not in (1, s) for a, s in zip(allowed.shape, scores.shape)):
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}")
    visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
