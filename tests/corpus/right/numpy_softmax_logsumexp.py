# track: numpy
# exercise: softmax
# why: exp(x - logsumexp(x)), validating the temperature with its own ValueError subclass

import math as _math


class BadTemperature(ValueError):
    pass


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (_math.isfinite(t) and t > 0):
        raise BadTemperature(f"temperature must be positive and finite, got {temperature}")
    x = np.asarray(scores) / t
    top = np.max(x, axis=-1, keepdims=True)
    if np.isneginf(top).any():
        raise BadTemperature("a row has no finite score")
    lse = top + np.log(np.sum(np.exp(x - top), axis=-1, keepdims=True))
    return np.exp(x - lse)
