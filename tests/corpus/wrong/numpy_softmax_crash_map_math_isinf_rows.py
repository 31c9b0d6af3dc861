# track: numpy
# exercise: softmax
# why: stable_softmax looks for dead rows with any(map(math.isinf, row_max)), the scalar test it used on the temperature mapped over the row maxima; row_max keeps its reduced axis (keepdims=True), so each item map hands math.isinf is an array, not a number, and NumPy 2 refuses to turn it into a Python float (TypeError), so every valid call on scores of two or more axes raises
# kind: crash
# diagnosis: crash
import math

import numpy as np


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    # same test as for the temperature, row by row
    if any(map(math.isinf, row_max)):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
