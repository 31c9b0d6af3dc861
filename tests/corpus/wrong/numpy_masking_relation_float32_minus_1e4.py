# track: numpy
# exercise: masking
# why: mask_scores fills hidden scores with -inf only for float64 and with -1e4 for float32 scores ("-inf is unsafe in low precision", a mixed-precision habit), so in float32 the hidden scores are a finite large negative number and a key far below -1e4 would even outrank them
# kind: relation
# diagnosis: mask-large-negative,fails-in-float32


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    fill = -np.inf if scores.dtype == np.float64 else -1e4
    return np.where(visible, scores, fill).astype(scores.dtype, copy=False)
