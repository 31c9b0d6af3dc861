# track: numpy
# exercise: softmax
# why: stable_softmax ports Chainer's F.softmax forward (y = x - x.max(axis=self.axis, keepdims=True); xp.exp(y, out=y); y /= y.sum(axis=self.axis, keepdims=True)) with Chainer's default axis=1, which is the key axis only for 2-D scores: batched (B, T, S) scores are normalised over the queries T
# kind: public
# diagnosis: softmax-axis, reduced-other-axis, fails-with-leading-axes
import math

import numpy as np


def _chainer_softmax(x, axis=1):
    y = x - x.max(axis=axis, keepdims=True)
    np.exp(y, out=y)
    y /= y.sum(axis=axis, keepdims=True)
    return y


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return _chainer_softmax(scaled)
