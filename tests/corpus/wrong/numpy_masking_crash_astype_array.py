# track: numpy
# exercise: masking
# why: mask_scores ends with .astype(scores), carrying over PyTorch's type_as(scores) habit of passing the other tensor, but ndarray.astype needs a dtype (scores.dtype), so every valid call raises TypeError once the mask checks have passed
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    # keep the scores' dtype, like type_as in torch
    return np.where(visible, scores, -np.inf).astype(scores)
