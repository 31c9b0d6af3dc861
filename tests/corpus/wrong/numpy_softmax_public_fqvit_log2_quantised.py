# track: numpy
# exercise: softmax
# why: ports FQ-ViT's Log-Int-Softmax (Lin et al. 2022), which stores each weight as a 4-bit power of two, 2 ** -round(-log2(w)), and sets to 0 every weight whose exponent reaches 2**4 - 1 = 15 or more; so every weight is rounded to a power of two (log2 quantisation) and the rows no longer sum to 1
# kind: public
# diagnosis: rounded
import math

import numpy as np

BITS = 4


def stable_softmax(scores, temperature=1.0):
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
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    # FQ-ViT LIS: log2 quantisation of the attention map, 4 bits
    with np.errstate(divide="ignore"):
        rounds = np.round(-np.log2(weights))
    qlog = np.clip(rounds, 0, 2**BITS - 1)
    deq = (2.0 ** -qlog).astype(weights.dtype)
    deq[rounds >= 2**BITS - 1] = 0
    return deq
