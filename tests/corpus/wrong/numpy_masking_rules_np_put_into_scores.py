# track: numpy
# exercise: masking
# why: mask_scores hides the keys with np.put(scores, np.flatnonzero(~visible), -np.inf), taking np.put for a function that returns a filled copy like np.where; np.put writes into its first argument, so the caller's own scores array is overwritten with -inf at every hidden key (the returned copy is right)
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
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")

    np.put(scores, np.flatnonzero(~visible), -np.inf)  # -inf at the hidden positions
    return scores.copy()
