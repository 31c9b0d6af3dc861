# track: numpy
# exercise: softmax
# why: ports the adaptive temperature of "softmax is not enough" (Velickovic et al. 2024) into NumPy: after a first softmax it measures each row's entropy and, where it exceeds 0.5, multiplies that row's scores by beta = max(np.polyval([-0.037, 0.481, -2.3, 4.917, -1.791], entropy), 1), so high-entropy rows come out sharper than the softmax at the given temperature
# kind: public
# diagnosis: row-logit-scale, logit-ratio:temperature-some-rows
import math

import numpy as np


def _softmax(x):
    exps = np.exp(x - x.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    probs = _softmax(scaled)
    with np.errstate(divide="ignore", invalid="ignore"):
        entropy = -np.sum(np.where(probs > 0, probs * np.log(probs), 0.0), axis=-1, keepdims=True)
    poly = np.polyval([-0.037, 0.481, -2.3, 4.917, -1.791], entropy)
    beta = np.where(entropy > 0.5, np.maximum(poly, 1.0), 1.0).astype(scaled.dtype)
    return _softmax(np.where(np.isneginf(scaled), -np.inf, scaled * beta))
