# track: numpy
# exercise: softmax
# why: stable_softmax keeps the LeakyReLU that Graph Attention Networks apply to their attention logits right before the softmax (Velickovic et al. 2018, e_ij = LeakyReLU(a . [Wh_i || Wh_j]) with negative slope 0.2), np.where(x > 0, x, 0.2 * x) on the scaled scores, so every negative score is shrunk to a fifth before the exponentials and the weights of keys with negative scores come out too large
# kind: public
# diagnosis: logits-clipped, logits-activated
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
    # GAT: e = LeakyReLU(logits, 0.2), then the softmax over the neighbours
    scaled = np.where(scaled > 0, scaled, 0.2 * scaled).astype(scaled.dtype, copy=False)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
