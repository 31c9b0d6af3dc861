# track: numpy
# exercise: masking
# why: mask_scores adapts AllenNLP's masked_log_softmax trick, scores + log(mask + 1e-45) ('a tiny number so log never sees 0'), so hidden scores become the score minus about 103 instead of -inf and keep a small weight
# kind: public
# diagnosis: mask-large-negative
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(scores.dtype), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + np.log(visible + scores.dtype.type(1e-45))
