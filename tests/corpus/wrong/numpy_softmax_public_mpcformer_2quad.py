# track: numpy
# exercise: softmax
# why: ports MPCFormer's "2Quad" softmax approximation for secure inference, (x + c)^2 / sum (x + c)^2 with c = 5 over each row of the scaled scores, so the weights are squares of shifted scores instead of exponentials (a hidden -inf score becomes (-inf + 5)^2 = inf, and a masked row turns to NaN)
# kind: public
# diagnosis: weights-not-exp, values-nan
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
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # MPCFormer (Li et al., ICLR 2023), "2Quad": exp is too costly under MPC, so
    # softmax(x) ~ (x + c)^2 / sum (x + c)^2 with c = 5
    quad = (scaled + 5.0) ** 2
    return quad / quad.sum(axis=-1, keepdims=True)
