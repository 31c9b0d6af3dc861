# track: numpy
# exercise: masking
# why: mask_scores validates the mask's values with the chained comparison (0 <= allowed <= 1).all(); Python expands it to (0 <= allowed) and (allowed <= 1), and "and" asks the first array for one truth value, so every valid mask of more than one entry raises NumPy's ValueError ("truth value ... is ambiguous"), and attention and multi-head attention with a mask fail
# kind: error
# diagnosis: ambiguous-truth,error-on-valid
def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if not (0 <= allowed <= 1).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
