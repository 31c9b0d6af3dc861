# track: numpy
# exercise: heads
# why: attention validates the mask up front with np.broadcast_to(allowed, q.shape[:-1] + (k.shape[-2],)), a target built from the queries' leading axes alone, and raises ValueError when that fails; the weights' leading axes are q's and k's broadcast together, so a valid mask carrying batch axes that only k (or the mask itself) has is rejected
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None:
        try:
            np.broadcast_to(np.asarray(allowed), q.shape[:-1] + (k.shape[-2],))
        except ValueError as err:
            raise ValueError("allowed does not fit the scores (..., T, S)") from err
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
