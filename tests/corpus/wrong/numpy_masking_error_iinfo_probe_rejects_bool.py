# track: numpy
# exercise: masking
# why: mask_scores rejects float masks by probing np.iinfo(allowed.dtype) ("iinfo only knows integer dtypes") and turning its ValueError into its own "bools or 0/1 values" ValueError, but np.iinfo does not accept bool either (Invalid integer data type 'b'), so every valid bool mask raises ValueError; only 0/1 integer masks get through (port of the torch entry that probes torch.iinfo)
# kind: error
# diagnosis: error-on-valid

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        np.iinfo(allowed.dtype)  # raises for float masks: only whole-number masks allowed
    except ValueError as err:
        raise ValueError("allowed must hold bools or 0/1 values") from err
    if not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
