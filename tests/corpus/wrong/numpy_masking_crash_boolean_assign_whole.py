# track: numpy
# exercise: masking
# why: mask_scores starts from an all -inf array and copies the visible scores in with out[visible] = scores, the whole array on the right where scores[visible] belongs; boolean-index assignment needs exactly one value per selected place, so every valid mask that hides a key raises ValueError
# kind: crash
# diagnosis: error-on-valid,bool-assign-whole

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.full(scores.shape, -np.inf, dtype=scores.dtype)
    out[visible] = scores
    return out
