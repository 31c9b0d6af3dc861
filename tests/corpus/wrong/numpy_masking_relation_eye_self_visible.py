# track: numpy
# exercise: masking
# why: mask_scores ORs the broadcast mask with np.eye(T, S, dtype=bool) ("a token can always attend to itself") before filling, so a key the mask hides at s = t (the diagonal) keeps its score instead of -inf
# kind: relation
# diagnosis: shows-hidden, only-at-special, fails-when-diagonal-hidden
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    t, s = scores.shape[-2:]
    visible = visible | np.eye(t, s, dtype=bool)
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
