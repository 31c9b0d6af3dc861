# track: numpy
# exercise: softmax
# why: stable_softmax detects an infinite temperature with the old trick temp + 1 == temp ("only infinity is unchanged by adding 1") next to temp <= 0, but NaN compares unequal to everything, so a NaN temperature passes the check and every weight comes back NaN instead of a ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or temp + 1 == temp:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
