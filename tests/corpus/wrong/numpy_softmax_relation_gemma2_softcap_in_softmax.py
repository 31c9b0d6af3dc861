# track: numpy
# exercise: softmax
# why: stable_softmax soft-caps the scaled scores with 50 * np.tanh(scaled / 50) before the shift ("Gemma 2 caps its attention logits so exp never blows up"), so every score is squashed a little and large ones a lot, and the weights are a softmax of capped scores
# kind: relation
# diagnosis: activated, logit-ratio, logits-clipped
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
    capped = 50.0 * np.tanh(scaled / 50.0)  # attn_logit_softcapping = 50.0
    row_max = capped.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(capped - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
