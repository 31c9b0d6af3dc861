# track: numpy
# exercise: softmax
# why: stable_softmax divides only when the temperature is not 1 ("dividing by 1 changes nothing"), if temp != 1.0: scaled = scores / temp, and then reads scaled, which was never assigned at the default temperature: every call with temperature 1 raises UnboundLocalError
# kind: crash
# diagnosis: unbound-local, crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if temp != 1.0:
        scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
