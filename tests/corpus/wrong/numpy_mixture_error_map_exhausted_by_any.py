# track: numpy
# exercise: mixture
# why: weighted_mixture converts its inputs lazily, arrays = map(np.asarray, (weights, values)), runs its rank check any(a.ndim < 2 for a in arrays) over that iterator and then unpacks weights, values = arrays; the check has already consumed the map, so every valid call raises ValueError ("not enough values to unpack")
# kind: error
# diagnosis: error-on-valid, crash
import numpy as np


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    arrays = map(np.asarray, (weights, values))
    if any(a.ndim < 2 for a in arrays):
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    weights, values = arrays
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return weights @ values
