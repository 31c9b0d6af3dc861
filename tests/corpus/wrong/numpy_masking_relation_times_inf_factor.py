# track: numpy
# exercise: masking
# why: mask_scores hides keys by multiplying them by an infinite factor, scores * np.where(visible, 1.0, np.inf), "pushing them to infinity"; a hidden negative score becomes -inf, but a hidden positive score becomes +inf and a hidden zero score NaN
# kind: relation
# diagnosis: mask-multiplied
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    with np.errstate(invalid="ignore"):
        out = scores * np.where(visible, 1.0, np.inf)
    return out.astype(scores.dtype, copy=False)
