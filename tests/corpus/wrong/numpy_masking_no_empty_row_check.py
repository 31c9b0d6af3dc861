# track: numpy
# exercise: masking
# why: never checks for query rows with no visible key, so they silently become all -inf
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
