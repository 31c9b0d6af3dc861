# track: numpy
# exercise: mixture
# why: weighted_mixture puts its conversions and its shape checks inside one "with contextlib.suppress(TypeError, ValueError):" block (meant to let ragged lists through unconverted), so the ValueErrors it raises for bad ranks are swallowed: 1-D weights are mixed by matmul as one query and return (d_v,) instead of raising
# kind: error
# diagnosis: error-not-raised
import contextlib

import numpy as np


def weighted_mixture(weights, values):
    with contextlib.suppress(TypeError, ValueError):  # ragged nested lists: leave them as given
        weights = np.asarray(weights)
        values = np.asarray(values)
        if weights.ndim < 2 or values.ndim < 2:
            raise ValueError(
                f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
            )
        if weights.shape[-1] != values.shape[-2]:
            raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    return weights @ values
