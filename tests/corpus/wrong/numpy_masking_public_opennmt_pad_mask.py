# track: numpy
# exercise: masking
# why: mask_scores ports OpenNMT-py's masked_fill(mask, -1e18) to np.where(allowed, -1e18, scores); OpenNMT's mask marks the padded keys to HIDE, so with the kit's True-means-visible mask the visible scores become -1e18 and the hidden ones stay
# kind: public
# diagnosis: mask-inverted, hides-visible, mask-large-negative
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed).astype(bool)
    try:
        mask = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not fit scores {scores.shape}") from err
    if not mask.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(mask, -1e18, scores).astype(scores.dtype, copy=False)
