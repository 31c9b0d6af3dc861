# track: numpy
# exercise: masking
# why: demands that allowed has exactly the shape of scores, rejecting masks that merely broadcast
# named-by: on an input it should accept


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    visible = np.asarray(allowed).astype(bool)
    if visible.shape != scores.shape:
        raise ValueError(f"allowed has shape {visible.shape}, scores have shape {scores.shape}")
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
