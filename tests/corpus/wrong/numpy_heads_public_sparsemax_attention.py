# track: numpy
# exercise: heads
# why: attention ports sparsemax attention (Martins & Astudillo 2016, the weights of "adaptively sparse transformers"): the weights are the Euclidean projection of the scaled scores onto the simplex, max(z - tau, 0) with tau from the sorted scores, instead of a softmax, so small weights become exactly 0 and the rest are shifted, not exponentiated
# kind: public
# diagnosis: activated, sparse-weights
import math

import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    z = scaled_scores(q, k)
    if allowed is not None:
        z = mask_scores(z, allowed)
    z_sorted = -np.sort(-z, axis=-1)
    finite = np.where(np.isneginf(z_sorted), 0.0, z_sorted)
    cumsum = np.cumsum(finite, axis=-1)
    ks = np.arange(1, z.shape[-1] + 1, dtype=z.dtype)
    support = (1 + ks * z_sorted > cumsum) & ~np.isneginf(z_sorted)
    k_z = support.sum(axis=-1, keepdims=True)
    tau = (np.take_along_axis(cumsum, k_z - 1, axis=-1) - 1) / k_z
    weights = np.maximum(z - tau, 0).astype(z.dtype)
    return weighted_mixture(weights, v), weights
