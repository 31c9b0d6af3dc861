# track: numpy
# exercise: masking
# why: mask_scores takes its working array with out = np.require(scores, requirements=["W"]) ("a writeable copy to fill") and writes out[~visible] = -np.inf; np.require only copies when the array lacks the requirement, so for an ordinary writeable scores array it returns the caller's array itself, which is overwritten with -inf at every hidden key
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    out = np.require(scores, requirements=["W"])  # a writeable copy to fill
    try:
        visible = np.broadcast_to(allowed.astype(bool), out.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {out.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out[~visible] = -np.inf
    return out
