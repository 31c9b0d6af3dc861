# track: numpy
# exercise: masking
# why: mask_scores flattens the scores to rows with out = scores.reshape(-1, S) "to get a 2-D working copy" and writes out[~visible_rows] = -inf; reshape of a contiguous array returns a view, so the caller's scores are overwritten with -inf at the hidden keys
# kind: rules
# diagnosis: input-changed
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    s = scores.shape[-1]
    out = scores.reshape(-1, s)
    out[~visible.reshape(-1, s)] = -np.inf
    return out.reshape(scores.shape)
