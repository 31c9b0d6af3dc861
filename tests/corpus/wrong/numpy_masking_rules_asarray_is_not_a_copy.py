# track: numpy
# exercise: masking
# why: mask_scores takes its working "copy" with out = np.asarray(scores), believing asarray copies like np.array, and writes -inf into it with out[~visible] = -np.inf; asarray returns the caller's array itself, so the caller's scores are overwritten
# kind: rules-types
# diagnosis: input-changed


def mask_scores(scores, allowed):
    out = np.asarray(scores)  # a copy we can write into
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), out.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {out.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out[~visible] = -np.inf
    return out
