# track: numpy
# exercise: softmax
# why: stable_softmax ports the normalisation of Tokenformer's Pattention (Wang et al. 2024), GeLU(s / ||s||_2 * sqrt(n)) over each row (n keys), in place of exp and a division by the row sum ("bounded, so nothing can overflow"); the weights are a GeLU of the L2-normalised scores, not exponentials, and the rows do not sum to 1
# kind: public
# diagnosis: weights-not-exp
# miss: GeLU of L2-normalised scores (Pattention): no relation replays that map, and the knock-on names the function
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
    hidden = np.isneginf(scaled)
    if hidden.all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    finite = np.where(hidden, 0, scaled).astype(scaled.dtype)
    n = (~hidden).sum(axis=-1, keepdims=True)
    norm = np.sqrt((finite * finite).sum(axis=-1, keepdims=True))
    z = finite / np.where(norm == 0, 1, norm) * np.sqrt(n).astype(scaled.dtype)
    gelu = 0.5 * z * (1 + np.tanh(math.sqrt(2 / math.pi) * (z + 0.044715 * z**3)))
    return np.where(hidden, 0, gelu).astype(scaled.dtype)
