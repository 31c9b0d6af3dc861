# track: numpy
# exercise: mixture
# why: passes the mixture through np.tanh "as every layer ends with a nonlinearity", so every output is squashed into (-1, 1), large values the most
# kind: relation
# diagnosis: clipped, activated


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return np.tanh(weights @ values)
