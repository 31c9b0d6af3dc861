# track: numpy
# exercise: softmax
# why: stable_softmax checks that every row keeps a visible key with np.testing.assert_array_less(-np.inf, row_max, err_msg=...), a helper of NumPy's test suite that raises AssertionError, so scores with an entirely -inf row raise AssertionError instead of the contract's ValueError
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
    row_max = scaled.max(axis=-1, keepdims=True)
    np.testing.assert_array_less(-np.inf, row_max, err_msg="a row of scores is entirely -inf: no key is visible")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
