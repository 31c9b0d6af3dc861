# track: numpy
# exercise: heads
# why: attention mixes the values with NumPy 2.2's np.vecmat(weights, v), "each query's weight vector times the value matrix"; vecmat broadcasts the weights' query axis T against v's leading axes, so 2-D inputs are right, but with any batch or head axis the queries line up with v's batches: a ValueError where T differs from that axis, and query t mixed with batch t's values where they are equal; np.vecmat(weights, v[..., None, :, :]) was meant
# kind: axes
# diagnosis: fails-with-leading-axes, crash, fixed-ndim
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return np.vecmat(weights, v), weights  # each weight row times the value matrix
