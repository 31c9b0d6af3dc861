# track: numpy
# exercise: masking
# why: mask_scores lines the scores up with the mask through out, visible = np.broadcast_arrays(scores, allowed.astype(bool)) and writes out[~visible] = -np.inf, believing broadcast_arrays hands back new arrays; it returns views, and the scores (already of the full shape) come back as a writeable view of the caller's own array, so the caller's scores are overwritten with -inf at every hidden key
# kind: rules
# diagnosis: input-changed
def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        out, visible = np.broadcast_arrays(scores, allowed.astype(bool))
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if out.shape != scores.shape:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}")
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out[~visible] = -np.inf
    return out
