# track: numpy
# exercise: masking
# why: mask_scores takes its working array with out = scores.view() ("a new array object to write into") and sets out[~visible] = -np.inf; a view shares the caller's memory, so the caller's scores array gets -inf written into its hidden places too
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
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.view()
    out[~visible] = -np.inf
    return out
