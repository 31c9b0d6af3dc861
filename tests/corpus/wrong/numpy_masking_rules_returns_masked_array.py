# track: numpy
# exercise: masking
# why: mask_scores returns np.ma.masked_array(scores, mask=~visible, fill_value=-np.inf), a MaskedArray that only shows -inf when filled: it is not a plain ndarray, and its data still hold the hidden scores
# kind: rules
# diagnosis: wrong-array-type
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
    return np.ma.masked_array(scores, mask=~visible, fill_value=-np.inf)
