# track: numpy
# exercise: softmax
# why: ports the InfoNCE logits of MoCo (moco/builder.py, logits /= self.T with the default T = 0.07) into stable_softmax as a module constant, and divides the scores by that constant where the temperature argument belongs; the argument is validated but never applied, so every call is a softmax at temperature 0.07
# kind: public
# diagnosis: logit-ratio:fixed-temperature, softmax-temperature-ignored
import math

import numpy as np

T = 0.07  # MoCo's softmax temperature


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    logits = np.asarray(scores) / T
    row_max = logits.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(logits - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
