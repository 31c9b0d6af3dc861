# track: numpy
# exercise: heads
# why: attention checks that v has as many axes as k (v.ndim != k.ndim raises ValueError, "values go with keys"), so valid values with extra leading axes, which reach only the output, are refused
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if v.ndim != k.ndim or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"v {v.shape} does not fit k {k.shape}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
