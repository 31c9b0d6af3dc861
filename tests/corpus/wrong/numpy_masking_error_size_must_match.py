# track: numpy
# exercise: masking
# why: mask_scores checks the mask's shape with allowed.size != scores.size ("one flag per score"), which rejects with ValueError every valid mask that only broadcasts (a (T, S) mask on batched scores, a (S,) mask)
# kind: error
# diagnosis: error-on-valid
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.size != scores.size:
        raise ValueError(f"allowed has {allowed.size} entries for {scores.size} scores")
    visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
