# track: numpy
# exercise: masking
# why: follows the Hugging Face habit of filling hidden scores with the dtype's most negative finite number, np.finfo(dtype).min, instead of -inf
# kind: public-code
# diagnosis: mask-large-negative


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
    min_value = np.finfo(scores.dtype).min  # safer than -inf: no inf arithmetic later
    return np.where(visible, scores, min_value).astype(scores.dtype, copy=False)
