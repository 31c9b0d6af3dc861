# track: numpy
# exercise: softmax
# why: stable_softmax ports Megatron-LM's FusedScaleMaskSoftmax, which applies its scale as input * scale before the softmax, and passes the temperature in as that scale, so the scores are multiplied by the temperature instead of divided
# kind: public
# diagnosis: softmax-temperature-multiplied
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        scale = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(scale) and scale > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) * scale
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(x - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
