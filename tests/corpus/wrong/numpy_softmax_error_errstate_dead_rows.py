# track: numpy
# exercise: softmax
# why: stable_softmax drops its explicit check for rows that are entirely -inf and lets np.errstate(invalid="raise") catch them instead ("-inf - -inf is an invalid operation, NumPy will flag it"), so such a row raises FloatingPointError, not ValueError
# kind: error
# diagnosis: error-not-valueerror
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
    with np.errstate(invalid="raise"):
        shifted = scaled - scaled.max(axis=-1, keepdims=True)
    exps = np.exp(shifted)
    return exps / exps.sum(axis=-1, keepdims=True)
