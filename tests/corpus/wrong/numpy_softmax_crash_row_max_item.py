# track: numpy
# exercise: softmax
# why: stable_softmax takes the maximum with scaled.max(axis=-1, keepdims=True).item() 'to get a plain number to subtract'; .item() works only on a one-element array, so every valid call with more than one query row raises ValueError
# kind: crash
# diagnosis: crash
import math
import numpy as np


def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")

    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.max(axis=-1, keepdims=True).item()
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
