# track: numpy
# exercise: masking
# why: mask_scores checks that every query keeps a visible key with np.testing.assert_(visible.any(axis=-1).all(), ...), a helper of NumPy's test suite that raises AssertionError, so a mask that hides a whole query row raises AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}"
        ) from err
    np.testing.assert_(visible.any(axis=-1).all(), "a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
