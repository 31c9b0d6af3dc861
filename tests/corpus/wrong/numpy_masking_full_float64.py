# track: numpy
# exercise: masking
# why: starts from np.full(shape, -np.inf), which is float64, so float32 scores come back as float64
# diagnosis: dtype-float64


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.full(scores.shape, -np.inf)
    out[visible] = scores[visible]
    return out
