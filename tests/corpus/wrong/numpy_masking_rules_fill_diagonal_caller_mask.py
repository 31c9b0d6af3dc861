# track: numpy
# exercise: masking
# why: mask_scores makes sure every query sees its own key ("a token can always attend to itself") with np.fill_diagonal(allowed, True) on the mask it was given; fill_diagonal works in place, so the caller's mask comes back changed (and keys the mask hid on the diagonal are shown)
# kind: rules
# diagnosis: input-changed, shows-hidden, fails-when-diagonal-hidden
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim == 2:
        np.fill_diagonal(allowed, True)  # every query may attend to itself
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
