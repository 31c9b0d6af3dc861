# track: numpy
# exercise: softmax
# why: stable_softmax reports bad temperatures and all -inf rows with its own exception class, class SoftmaxInputError(Exception), derived from Exception instead of ValueError, so the contract's ValueError is never raised
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


class SoftmaxInputError(Exception):
    """Bad input to stable_softmax."""


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise SoftmaxInputError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise SoftmaxInputError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise SoftmaxInputError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
