# track: numpy
# exercise: softmax
# why: stable_softmax ports cuDNN's cudnnSoftmaxForward with the algorithm CUDNN_SOFTMAX_FAST ("straightforward softmax", no max subtraction) instead of CUDNN_SOFTMAX_ACCURATE, exp(scaled) / sum(exp(scaled)); scores of 1e4 overflow exp to inf and the rows become inf / inf = NaN
# kind: public
# diagnosis: softmax-unstable, fails-with-extreme-scores, values-nan
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # CUDNN_SOFTMAX_FAST: y = exp(x) / sum(exp(x)) over the last axis
    exps = np.exp(scaled)
    return exps / exps.sum(axis=-1, keepdims=True)
