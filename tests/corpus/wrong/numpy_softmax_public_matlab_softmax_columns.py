# track: numpy
# exercise: softmax
# why: stable_softmax ports MATLAB's softmax transfer function (nmax = max(n, [], 1); numerator = exp(n - nmax); a = numerator ./ sum(numerator, 1)), which treats each COLUMN of an S-by-Q matrix as one vector, keeping its dimension 1 as the first matrix axis (axis=-2); the kit's rows are queries, so each key's column over the queries is normalised instead of each query's row
# kind: public
# diagnosis: softmax-axis, reduced-other-axis
import math

import numpy as np


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    n = np.asarray(scores) / temp
    if np.isneginf(n.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # MATLAB: dimension 1 runs down each column of the matrix
    nmax = n.max(axis=-2, keepdims=True)
    numerator = np.exp(n - nmax)
    denominator = numerator.sum(axis=-2, keepdims=True)
    denominator[denominator == 0] = 1
    return numerator / denominator
