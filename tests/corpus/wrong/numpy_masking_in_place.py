# track: numpy
# exercise: masking
# why: writes -inf into the caller's scores (scores[~visible] = -np.inf) and returns that same array
# diagnosis: input-changed


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    scores[~visible] = -np.inf
    return scores
