# track: numpy
# exercise: masking
# why: fills hidden scores with -1e9 instead of -inf
# diagnosis: mask-large-negative, only-at-special


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -1e9).astype(scores.dtype)
