# track: numpy
# exercise: masking
# why: mask_scores writes -inf with np.put_along_axis(out, np.argmin(visible, axis=-1, keepdims=True), -np.inf, axis=-1), taking argmin of the bool mask for "the hidden key of each row"; argmin gives ONE index per row, the first False, so every hidden key after the first keeps its score, and in a row with no hidden key argmin is 0, so the visible key 0 is hidden
# kind: relation
# diagnosis: mask-in-part, hides-visible
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
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.copy()
    hidden_at = np.argmin(visible, axis=-1, keepdims=True)  # where the row's mask is False
    np.put_along_axis(out, hidden_at, -np.inf, axis=-1)
    return out
