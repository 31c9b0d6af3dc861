# track: numpy
# exercise: softmax
# why: ports CrypTen's exp, the limit approximation exp(x) ~ (1 + x / 2**8) ** (2**8) by eight squarings, into the softmax of the shifted scores, so every weight carries its error (0.2% at x = -1, garbage once x < -256), and a hidden key's -inf becomes (1 - inf)**256 = inf, so masked rows give NaN
# kind: public
# diagnosis: weights-not-exp, nan-at-hidden, values-nan
# miss: the approximation overflows ((1 + x / 256) ** 256 for x < -256, after the shift) and warns, and an overflow warning is a fact that keeps softmax-unstable from being ruled out (the engine cannot tell an unshifted exp's overflow from an approximation's); dropping that fact for this case lost seven entries whose shifts really do overflow
import math

import numpy as np


def _crypten_exp(x, iterations=8):
    # CrypTen MPCTensor.exp: exp(x) = lim (1 + x / n) ** n, with n = 2 ** iterations
    result = 1 + x / 2**iterations
    for _ in range(iterations):
        result = result * result
    return result


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    numerator = _crypten_exp(scaled - row_max)
    return numerator / numerator.sum(axis=-1, keepdims=True)
