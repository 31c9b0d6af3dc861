# track: numpy
# exercise: heads
# why: attention saves an allocation by writing the mixture into the values' own buffer, np.matmul(weights, v, out=v), whenever the output has v's shape ("v is not needed after the mixture"); in self-attention (T == S, d_v kept) that is every call, so the outputs are right but the caller's v is overwritten with them
# kind: rules
# diagnosis: input-changed
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    out_shape = np.broadcast_shapes(weights.shape[:-2], v.shape[:-2]) + (weights.shape[-2], v.shape[-1])
    if out_shape == v.shape and v.dtype == weights.dtype and v.flags.writeable:
        return np.matmul(weights, v, out=v), weights  # reuse v's memory
    return weighted_mixture(weights, v), weights
