# track: numpy
# exercise: masking
# why: mask_scores looks for empty query rows with a for loop that breaks at the first row holding a visible key and raises in the loop's else clause; the break ends the search after one good row, so the ValueError fires only when EVERY row is empty, and a mask that leaves some (not all) query rows without a visible key comes back with all -inf rows instead of raising
# kind: error
# diagnosis: error-not-raised
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
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    # every query row needs at least one visible key
    for row in visible.reshape(-1, visible.shape[-1]):
        if row.any():
            break
    else:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
