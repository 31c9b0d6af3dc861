# track: numpy
# exercise: heads
# why: the student's mask_scores only applies a mask whose shape equals the scores' and passes the scores through untouched otherwise ("a mask of another shape belongs to another layer"), so attention and multi-head attention ignore every mask that only broadcasts, such as a (T, T) causal mask on (..., H, T, T) scores
# kind: knock-on
# diagnosis: fails-with-broadcast-mask, mask-ignored, fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.shape != scores.shape:
        return scores.copy()
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.astype(bool)
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
