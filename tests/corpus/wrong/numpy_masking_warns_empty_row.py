# track: numpy
# exercise: masking
# why: only issues a warnings.warn for a query row with no visible key and returns the all -inf row instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised

import warnings


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        warnings.warn("a query row has no visible key; its softmax will be undefined")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
