# track: numpy
# exercise: softmax
# why: stable_softmax keeps the "linear start" switch of End-To-End Memory Networks (Sukhbaatar et al. 2015, ls=True: the softmax of each memory layer is taken out for the first epochs) turned on, so after its checks it returns the scores divided by the temperature as the weights, with no exp and no normalisation (hidden keys keep -inf)
# kind: public
# diagnosis: input-returned, weights-not-exp
import math

import numpy as np

LINEAR_START = True  # MemN2N: train without the softmax until the loss stops falling


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
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
    if LINEAR_START:
        return scaled
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
