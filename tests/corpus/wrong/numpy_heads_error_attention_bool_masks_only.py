# track: numpy
# exercise: heads
# why: attention insists on a bool mask, raising ValueError("allowed must be a bool mask") unless np.issubdtype(allowed.dtype, np.bool_), so the valid 0/1 integer or float masks the contract allows are refused, in attention and in multi-head attention
# kind: error
# diagnosis: error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = np.asarray(allowed)
        if not np.issubdtype(allowed.dtype, np.bool_):
            raise ValueError(f"allowed must be a bool mask; got dtype {allowed.dtype}")
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
