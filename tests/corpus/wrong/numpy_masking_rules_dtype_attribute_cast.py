# track: numpy
# exercise: masking
# why: converts a 0/1 mask with "allowed.dtype = bool" on the array np.asarray handed back, believing the assignment converts it; it reinterprets the caller's own mask in place (an int64 (T, S) mask becomes a bool (T, 8*S) array of its bytes), so 0/1 masks are rejected and the caller's mask is ruined (bool masks are unaffected)
# kind: rules
# diagnosis: input-changed,fails-with-01-masks
# miss: the mask reinterpreted in place becomes (T, 8*S) and mask_scores' own broadcast check rejects it: the raise on a valid input leads, and no pattern of 0/1 masks holds over the cases

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        if not np.isin(allowed, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        allowed.dtype = bool
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
