# track: numpy
# exercise: masking
# why: mask_scores hides the keys with -inf and, like inverted dropout, multiplies each row's visible scores by S / (number of visible keys in that row) "so a row keeps its total", so visible scores come back scaled by a row-dependent factor instead of unchanged (rows with every key visible are right)
# kind: relation
# diagnosis: row-scale
# miss: each check's first failing case shows one factor for the whole array (rows with one visible key each, or one row), so only a constant ratio shows; the per-row factors never appear side by side
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"mask {allowed.shape} does not broadcast to scores {scores.shape}") from err
    n_visible = visible.sum(axis=-1, keepdims=True)
    if (n_visible == 0).any():
        raise ValueError("a query row has no visible key")
    keep = scores.shape[-1] / n_visible
    return np.where(visible, scores * keep, -np.inf).astype(scores.dtype, copy=False)
