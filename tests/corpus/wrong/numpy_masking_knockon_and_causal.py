# track: numpy
# exercise: masking
# why: mask_scores ANDs the caller's mask with a causal mask of its own for square scores, visible & np.tri(T, dtype=bool) ("attention never looks ahead"), so any key after its query that the mask shows is hidden as well; masked attention and multi-head attention with non-causal masks inherit it
# kind: knockon
# diagnosis: fails-when-square
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    t, s = scores.shape[-2:]
    if t == s:
        visible = visible & np.tri(t, dtype=bool)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
