# track: numpy
# exercise: heads
# why: attention ports the shaped attention of Noci et al. 2023 (A = I + softmax(scores) - C, with C the uniform 1/S matrix, with alpha = beta = gamma = 1), so the returned weights and the mixture get 1 added on the diagonal and 1/S taken from every entry
# kind: public
# diagnosis: identity-mixed, offset
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    soft = stable_softmax(scores)
    t, s = soft.shape[-2], soft.shape[-1]
    eye = np.eye(t, s, dtype=soft.dtype)
    centre = np.full((t, s), 1.0 / s, dtype=soft.dtype)
    weights = eye + soft - centre  # shaped attention: identity + softmax - uniform
    return weighted_mixture(weights, v), weights
