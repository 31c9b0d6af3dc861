# track: numpy
# exercise: softmax
# why: ports TensorFlow Lite's reference Softmax kernel, exp(beta * (x - max)) / sum, and passes the temperature in as beta, so the scores are multiplied by the temperature instead of divided (TFLite's beta is an inverse temperature)
# kind: public
# diagnosis: softmax-temperature-multiplied
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    # tflite/kernels/internal/reference/softmax.h: exp((input - max) * beta) / sum
    try:
        beta = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(beta) and beta > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores)
    max_val = x.max(axis=-1, keepdims=True)
    if np.isneginf(max_val).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp((x - max_val) * beta)
    return exps / exps.sum(axis=-1, keepdims=True)
