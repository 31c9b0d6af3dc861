# track: numpy
# exercise: mixture
# why: weighted_mixture keeps the output step of the DIFF Transformer's multihead_diffattn (Ye et al. 2024), attn = attn * (1 - lambda_init) with lambda_init = 0.8 - 0.6 * exp(-0.3 * depth) at depth 0, so every mixed row comes out 0.8 times the expected one
# kind: public
# diagnosis: ratio
# miss: a factor of 0.8 (1 - lambda_init at depth 0) that no size of the inputs gives: said as the ratio the evidence shows
import math

import numpy as np


def _lambda_init(depth: int) -> float:
    return 0.8 - 0.6 * math.exp(-0.3 * depth)


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) weights and (..., S, d_v) values; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    attn = weights @ values
    return attn * (1 - _lambda_init(0))  # the first layer's lambda_init
