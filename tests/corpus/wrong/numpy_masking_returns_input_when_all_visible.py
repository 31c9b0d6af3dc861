# track: numpy
# exercise: masking
# why: shortcut that returns the caller's scores object itself (not a new array) when every key is visible
# named-by: shares memory with scores


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    if visible.all():
        return scores  # nothing to hide
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
