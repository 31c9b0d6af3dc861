# track: numpy
# exercise: softmax
# why: stable_softmax ports the one-pass online normaliser of Milakov & Gimelshein ("Online normalizer calculation for softmax", Algorithm 3: m = -inf, d = 0; per key m_new = max(m, x_j), d = d * exp(m - m_new) + exp(x_j - m_new)), written for finite inputs; while a row's first keys are -inf, m - m_new is -inf - (-inf) = NaN, so every row that starts with a hidden key comes out NaN
# kind: public
# diagnosis: values-nan, nan-at-hidden
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    # Algorithm 3: one pass over the keys keeps the running max m and running normaliser d
    m = np.full(scaled.shape[:-1] + (1,), -np.inf, dtype=scaled.dtype)
    d = np.zeros(scaled.shape[:-1] + (1,), dtype=scaled.dtype)
    with np.errstate(invalid="ignore"):
        for j in range(scaled.shape[-1]):
            x_j = scaled[..., j:j + 1]
            m_new = np.maximum(m, x_j)
            d = d * np.exp(m - m_new) + np.exp(x_j - m_new)
            m = m_new
    return np.exp(scaled - m) / d
