# track: numpy
# exercise: softmax
# why: ports the softmax of the fast.ai course (part 2, "from the foundations": def log_softmax(x): return (x.exp()/(x.exp().sum(-1,keepdim=True))).log(), exp'ed back), which divides exp(x) by its row sum with no max subtracted; the temperature and the checks are kept, but scores near 1e4 overflow exp to inf and give NaN weights (with overflow warnings)
# kind: public
# diagnosis: softmax-unstable, fails-with-extreme-scores, numeric-warning, values-nan
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / temp
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return np.exp(x) / np.exp(x).sum(-1, keepdims=True)
