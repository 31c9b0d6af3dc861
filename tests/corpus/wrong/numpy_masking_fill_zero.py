# track: numpy
# exercise: masking
# why: multiplies the scores by the mask, so hidden scores become 0 instead of -inf
# diagnosis: mask-zero, only-at-special


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return scores * visible
