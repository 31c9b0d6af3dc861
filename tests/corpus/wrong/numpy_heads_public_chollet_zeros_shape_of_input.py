# track: numpy
# exercise: heads
# why: attention adapts the self_attention sketch of Chollet's Deep Learning with Python (output = np.zeros(shape=input_sequence.shape), filled row by row), allocating the output as np.zeros(shape=q.shape): float64 whatever the inputs, and shaped like the queries, so float32 inputs give float64 and d_v != d_k (or v's extra leading axes) cannot be written in
# kind: public
# diagnosis: dtype-float64, needs-dk-eq-dv, buffer-shape
import math

import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = np.zeros(shape=q.shape)
    output[...] = weighted_mixture(weights, v)
    return output, weights
