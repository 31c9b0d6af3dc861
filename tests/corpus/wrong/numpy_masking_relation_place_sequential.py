# track: numpy
# exercise: masking
# why: mask_scores fills a -inf array and puts the visible scores in with np.place(out, visible, scores), but np.place takes its values in order from the start of the flattened scores, so visible places after a hidden one get the scores of earlier places instead of their own
# kind: relation
# diagnosis: hides-visible, only-at-special, scores-in-order
import math

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.full(scores.shape, -np.inf, dtype=scores.dtype)
    np.place(out, visible, scores)  # visible places take the scores
    return out
