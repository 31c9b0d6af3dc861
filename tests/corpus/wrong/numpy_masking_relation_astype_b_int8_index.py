# track: numpy
# exercise: masking
# why: mask_scores converts the broadcast mask with astype("b"), taking the type code "b" for bool (it is int8), then hides with out[~visible] = -np.inf; ~ on int8 0/1 gives -1/-2, an integer index array, so whole slices along the first axis (the last rows or batch elements) become -inf, or an IndexError is raised, instead of the hidden places
# kind: relation
# diagnosis: int-mask-inverted
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape).astype("b")  # "b" for bool
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.copy()
    out[~visible] = -np.inf
    return out
