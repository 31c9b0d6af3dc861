# track: numpy
# exercise: masking
# why: mask_scores takes a fast path for 0/1 number masks, return np.where(allowed == 1, scores, -np.inf), before its checks (which it keeps for bool masks only), so an integer mask that hides a whole query row, or does not broadcast, raises no ValueError (or the wrong error)
# kind: error
# diagnosis: error-not-raised
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        # 0/1 numbers: already a visibility map
        return np.where(allowed == 1, scores, -np.inf).astype(scores.dtype, copy=False)
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
