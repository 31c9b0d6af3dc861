# track: numpy
# exercise: masking
# why: converts the mask with allowed.astype(bool, casting="safe") "so that only real masks get through", but no integer-to-bool cast is safe, so every valid 0/1 integer mask raises TypeError (bool masks work)
# kind: error
# diagnosis: fails-with-01-masks, error-on-valid, crash

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed).astype(bool, casting="safe")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
