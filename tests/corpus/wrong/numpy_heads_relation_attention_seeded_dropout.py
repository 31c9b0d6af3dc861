# track: numpy
# exercise: heads
# why: attention keeps the tutorial's attention dropout (p = 0.1, kept weights rescaled by 1/0.9) but draws it from np.random.default_rng(0) "so the results repeat": the output is deterministic, but about a tenth of the weights are zeroed and the rest enlarged, so weights and output are wrong (rows no longer sum to 1)
# kind: relation
# diagnosis: row-sum, row-scale, weights-dropped
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
    p = 0.1
    keep = np.random.default_rng(0).random(weights.shape) >= p  # seeded: same drop pattern every call
    weights = (weights * keep / (1 - p)).astype(weights.dtype, copy=False)
    return weighted_mixture(weights, v), weights
