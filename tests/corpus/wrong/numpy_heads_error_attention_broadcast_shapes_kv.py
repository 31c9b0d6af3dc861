# track: numpy
# exercise: heads
# why: attention checks that keys and values fit with np.broadcast_shapes(k.shape, v.shape) inside try/except ValueError, on the whole shapes, so the feature axes d_k and d_v must broadcast too: valid calls with d_v != d_k (neither 1) raise ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    try:
        np.broadcast_shapes(k.shape, v.shape)
    except ValueError as err:
        raise ValueError(f"k {k.shape} and v {v.shape} do not fit: their S axes differ") from err
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
