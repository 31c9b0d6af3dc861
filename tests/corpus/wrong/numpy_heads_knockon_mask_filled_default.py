# track: numpy
# exercise: heads
# why: the student's mask_scores hides keys through np.ma.masked_array(scores, mask=~visible).filled() with no fill value; a masked array's default fill for floats is +1e20, not -inf, so every hidden score becomes huge and positive and attention and multi-head attention give the hidden keys all the weight
# kind: knockon
# diagnosis: only-at-special

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.ma.masked_array(scores, mask=~visible).filled().astype(scores.dtype)
