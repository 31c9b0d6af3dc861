# track: numpy
# exercise: masking
# why: mask_scores raises ValueError for any mask with more than 2 axes ("a mask is (T, S) or (S,), the same for every batch element and head"), so valid per-batch and per-head masks such as (B, T, S), (B, 1, S) or (1, H, T, S), which broadcast to the scores, are rejected
# kind: error
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.ndim > 2:
        raise ValueError(f"allowed {allowed.shape} must be (T, S) or (S,): one mask for every batch element and head")
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
