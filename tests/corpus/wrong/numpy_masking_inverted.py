# track: numpy
# exercise: masking
# why: treats True as hidden: puts -inf where allowed is True
# diagnosis: mask-inverted


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, -np.inf, scores).astype(scores.dtype)
