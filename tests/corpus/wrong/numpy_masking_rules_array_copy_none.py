# track: numpy
# exercise: masking
# why: mask_scores takes its working copy with np.array(scores, copy=None), reading None as 'the default'; under NumPy 2 copy=None means 'copy only if needed', which returns the caller's own array, so writing -inf into the hidden keys overwrites the caller's scores
# kind: rules
# diagnosis: input-changed


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
    out = np.array(scores, copy=None)
    out[~visible] = -np.inf
    return out
