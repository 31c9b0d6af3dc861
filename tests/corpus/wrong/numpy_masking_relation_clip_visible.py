# track: numpy
# exercise: masking
# why: mask_scores clips the scores into [-3, 3] with np.clip before writing -inf into the hidden places ("scaled scores have unit variance, anything beyond three standard deviations is an outlier that would dominate the softmax"); the hidden keys are right, but every visible score beyond +-3 comes back capped instead of unchanged
# kind: relation
# diagnosis: clipped


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, np.clip(scores, -3.0, 3.0), -np.inf).astype(scores.dtype, copy=False)
