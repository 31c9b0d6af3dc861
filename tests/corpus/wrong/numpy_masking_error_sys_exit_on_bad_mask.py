# track: numpy
# exercise: masking
# why: mask_scores stops on a bad mask with sys.exit(message), as a script would, so a mask that does not broadcast or a query row with no visible key raises SystemExit (not even an Exception) instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import sys

import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        sys.exit("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError:
        sys.exit(f"allowed {allowed.shape} does not broadcast to {scores.shape}")
    if not visible.any(axis=-1).all():
        sys.exit("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
