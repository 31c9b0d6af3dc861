# track: numpy
# exercise: masking
# why: mask_scores checks a numeric mask with "not (allowed == 0 | allowed == 1).all()" without parentheses around the comparisons; | binds tighter than ==, so Python reads the chained comparison allowed == (0 | allowed) == 1, whose hidden "and" asks an array for one truth value, so every valid 0/1 integer mask raises ValueError ("truth value of an array ... is ambiguous") while bool masks pass
# kind: crash
# diagnosis: ambiguous-truth

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not (allowed == 0 | allowed == 1).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
