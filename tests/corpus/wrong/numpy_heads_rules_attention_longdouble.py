# track: numpy
# exercise: heads
# why: attention promotes the queries, keys and values to np.longdouble "so the softmax of long rows keeps its digits" and returns what comes out, so float32 and float64 inputs both give extended-precision (float128) output and weights from attention and multi-head attention
# kind: rules
# diagnosis: dtype-changed
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = (np.asarray(a, dtype=np.longdouble) for a in (q, k, v))
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
