# track: numpy
# exercise: heads
# why: attention reads the mixture as an integral over the keys and computes the output with np.trapezoid(weights[..., :, :, None] * v[..., None, :, :], axis=-2); the trapezoid rule counts the first and the last key's weighted value row only half, so every output row is off by half those two terms
# kind: relation
# diagnosis: ends-halved
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    # the output is the integral of the weighted values over the keys
    out = np.trapezoid(weights[..., :, :, None] * v[..., None, :, :], axis=-2)
    return out, weights
