# track: numpy
# exercise: masking
# why: mask_scores follows tinygrad's scaled_dot_product_attention, which turns only a bool mask into a bias (np.where(mask, 0, -inf)) and adds any other mask to the scores as it is, so a valid 0/1 integer mask just adds 1 to the visible scores and hides nothing
# kind: public
# diagnosis: mask-added, fails-with-01-masks
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not fit scores {scores.shape}") from err
    if not np.broadcast_to(allowed.astype(bool), scores.shape).any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    if allowed.dtype == bool:
        allowed = np.where(allowed, 0.0, -np.inf)
    return (scores + allowed).astype(scores.dtype, copy=False)
