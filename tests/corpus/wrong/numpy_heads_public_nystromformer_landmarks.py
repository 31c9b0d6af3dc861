# track: numpy
# exercise: heads
# why: attention ports Nystromformer's approximation (Xiong et al. 2021) for unmasked calls, softmax(Q K~^T) pinv(softmax(Q~ K~^T)) softmax(Q~ K^T) with 2 landmarks taken as segment means of the queries and keys, so without a mask the weights (and output) are a low-rank approximation of the softmax, not the exact one (masked calls use the exact path)
# kind: public
# diagnosis: fails-without-mask
# miss: the approximation is exact where the landmarks are all the queries (T = 2) or there is one key, so right cases without a mask hold too many to call it a pattern of unmasked calls; attention's own failure leads as a knock-on with no cause
import math

import numpy as np

NUM_LANDMARKS = 2


def _segment_means(x, m):
    # (..., T, d) -> (..., m, d): mean of each of m consecutive segments of positions
    parts = np.array_split(x, m, axis=-2)
    return np.concatenate([p.mean(axis=-2, keepdims=True) for p in parts], axis=-2)


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None or min(q.shape[-2], k.shape[-2]) <= NUM_LANDMARKS:
        # masks cannot be approximated with landmarks: exact attention
        scores = scaled_scores(q, k)
        if allowed is not None:
            scores = mask_scores(scores, allowed)
        weights = stable_softmax(scores)
        return weighted_mixture(weights, v), weights
    scale = math.sqrt(q.shape[-1])
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_land = _segment_means(q, NUM_LANDMARKS)
    k_land = _segment_means(k, NUM_LANDMARKS)
    kernel_1 = stable_softmax(q @ np.swapaxes(k_land, -2, -1) / scale)  # (..., T, m)
    kernel_2 = stable_softmax(q_land @ np.swapaxes(k_land, -2, -1) / scale)  # (..., m, m)
    kernel_3 = stable_softmax(q_land @ np.swapaxes(k, -2, -1) / scale)  # (..., m, S)
    weights = (kernel_1 @ np.linalg.pinv(kernel_2) @ kernel_3).astype(q.dtype, copy=False)
    return weighted_mixture(weights, v), weights
