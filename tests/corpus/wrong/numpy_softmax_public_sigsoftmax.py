# track: numpy
# exercise: softmax
# why: stable_softmax ports sigsoftmax (Kanai et al. 2018, "Sigsoftmax: reanalysis of the softmax bottleneck"), weighting each key by exp(x - max) * sigmoid(x) before the row normalisation, so every exponential is also multiplied by the sigmoid of its own scaled score and low-scoring keys lose weight to high-scoring ones
# kind: public
# diagnosis: weights-not-exp
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
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # sigsoftmax: exp(x) * sigmoid(x), normalised; the sigmoid written through tanh so it never overflows
    gate = 0.5 * (1.0 + np.tanh(0.5 * scaled))
    numer = np.exp(scaled - row_max) * gate
    return numer / numer.sum(axis=-1, keepdims=True)
