# track: numpy
# exercise: masking
# why: mask_scores walks the scores and the broadcast mask together with np.nditer([scores, visible], op_flags=[["readwrite"], ["readonly"]]) and writes -inf through the iterator at every hidden place, then returns scores: readwrite iterates the caller's array itself, so the caller's scores are overwritten with -inf (the returned array is the input, not a new one)
# kind: rules
# diagnosis: input-changed, input-aliased
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    with np.nditer([scores, visible], op_flags=[["readwrite"], ["readonly"]]) as it:
        for score, seen in it:
            if not seen:
                score[...] = -np.inf
    return scores
