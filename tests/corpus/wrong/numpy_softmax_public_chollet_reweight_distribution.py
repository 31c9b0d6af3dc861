# track: numpy
# exercise: softmax
# why: adapts reweight_distribution from Chollet's "Deep Learning with Python" text-generation chapter (np.log(distribution) / temperature, then np.exp, then divide by the sum), which takes PROBABILITIES and re-sharpens them; applied to raw scores it returns scores ** (1 / temperature) over their row sum instead of a softmax, so every negative or -inf score gives NaN (log of a negative number) and positive rows come out as powers, not exponentials
# kind: public
# diagnosis: values-nan, numeric-warning, weights-not-exp
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    distribution = np.log(scores) / temp
    distribution = np.exp(distribution)
    return distribution / np.sum(distribution, axis=-1, keepdims=True)
