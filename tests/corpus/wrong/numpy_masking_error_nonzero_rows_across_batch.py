# track: numpy
# exercise: masking
# why: mask_scores finds the query rows that see a key with np.unique(np.nonzero(visible)[-2]) and raises only when fewer than T distinct row indices appear; the row indices are pooled over every batch and head, so a row left empty in one batch element passes whenever the same row sees a key in another, and that masked row comes back all -inf
# kind: error
# diagnosis: error-not-raised
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
    # the query indices that have at least one visible key
    rows_seen = np.unique(np.nonzero(visible)[-2])
    if rows_seen.size < scores.shape[-2]:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
