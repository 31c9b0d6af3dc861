# track: numpy
# exercise: softmax
# why: stable_softmax ports the edge softmax of Dwivedi & Bresson's Graph Transformer to NumPy, np.exp(np.clip(scaled, -5, 5)) over its row sum ("clamping keeps exp in range"), in place of the shift by the row maximum: every logit beyond +-5 is cut, so rows whose scores reach past 5 (or below -5) get flattened weights, and -inf keys still get exp(-5) > 0
# kind: relation
# diagnosis: logits-clipped
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(np.clip(scaled, -5, 5))
    return exps / exps.sum(axis=-1, keepdims=True)
