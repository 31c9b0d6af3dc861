# track: numpy
# exercise: softmax
# why: stable_softmax divides the scores by the temperature and then divides the shifted scores by it again, np.exp((scaled - row_max) / temp), so every temperature other than 1 acts as its square (weights of temperature T**2)
# kind: relation
# diagnosis: logit-ratio, logit-ratio:temperature-some-rows
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
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp((scaled - row_max) / temp)
    return exps / exps.sum(axis=-1, keepdims=True)
