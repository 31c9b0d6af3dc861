# track: numpy
# exercise: masking
# why: raises RuntimeError instead of ValueError for a query row with no visible key
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise RuntimeError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
