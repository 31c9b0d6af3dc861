# track: numpy
# exercise: masking
# why: adds a float64 bias of 0/-inf built with np.where, which promotes float32 scores to float64
# diagnosis: dtype-float64


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + np.where(visible, 0.0, -np.inf)
