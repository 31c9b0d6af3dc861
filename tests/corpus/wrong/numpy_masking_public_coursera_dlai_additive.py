# track: numpy
# exercise: masking
# why: mask_scores ports the Coursera Deep Learning Specialization (Sequence Models, week 4) line scaled_attention_logits += (1. - mask) * -1e9: the polarity is right, but hidden scores become score - 1e9 instead of -inf, and a row with no visible key is never rejected
# kind: public
# diagnosis: mask-large-negative
import math

import numpy as np

def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    mask = np.asarray(allowed)
    if mask.dtype != bool and not np.isin(mask, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = np.broadcast_to(mask, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {mask.shape} does not broadcast to {scores.shape}") from err
    # add a large negative number to the positions we do not want to attend to
    return (scores + (1.0 - mask.astype(scores.dtype)) * -1e9).astype(scores.dtype, copy=False)
