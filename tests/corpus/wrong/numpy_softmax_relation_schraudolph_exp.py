# track: numpy
# exercise: softmax
# why: stable_softmax replaces np.exp by Schraudolph's fast exponential (write 2^20/ln2 * x + (1023 * 2^20 - 60801) into the high 32 bits of a float64 and read the bits back with .view(np.float64)), the bit trick of "fast softmax" code, an approximation of exp off by a few percent, so every weight is slightly wrong (hidden keys still get 0)
# kind: relation
# diagnosis: weights-not-exp
# miss: an approximation of exp off by a few percent; one public case of two distinct weights fits a logit ratio exactly, and no relation replays the bit trick, so the evidence-only logit ratio leads
import math
import numpy as np


def _fast_exp(x):
    # Schraudolph (1999): build the IEEE-754 bits of e^x directly
    x = np.maximum(x, -700.0)
    hi = (1048576 / math.log(2) * x + (1072693248 - 60801)).astype(np.int64)
    bits = hi << 32
    return bits.view(np.float64)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shifted = scaled - row_max
    exps = np.where(np.isneginf(shifted), 0.0, _fast_exp(np.where(np.isneginf(shifted), 0.0, shifted)))
    return (exps / exps.sum(axis=-1, keepdims=True)).astype(scores.dtype, copy=False)
