# track: numpy
# exercise: masking
# why: mask_scores finds the query rows with no visible key as the rows where visible.argmax(axis=-1) == 0 ("argmax of an all-False row is 0"), but argmax is also 0 whenever a row's first key is visible, so valid masks that show key 0 to some query (a causal mask, an all-True mask) raise ValueError
# kind: error
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if (visible.argmax(axis=-1) == 0).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
