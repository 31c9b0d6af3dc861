# track: numpy
# exercise: masking
# why: mask_scores validates bool and 0/1 masks in two branches and puts the "query row with no visible key" check only in the bool branch (the 0/1 branch checks the values and converts), so a 0/1 integer mask that hides a whole row is not rejected: the row comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        if allowed.dtype == bool:
            visible = np.broadcast_to(allowed, scores.shape)
            if not visible.any(axis=-1).all():
                raise ValueError("a query row has no visible key; every query needs at least one")
        else:
            if not np.isin(allowed, (0, 1)).all():
                raise ValueError("allowed must hold bools or 0/1 values")
            visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"bad mask of shape {allowed.shape} for scores of shape {scores.shape}: {err}") from err
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
