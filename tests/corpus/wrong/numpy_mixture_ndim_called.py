# track: numpy
# exercise: mixture
# why: the rank check calls weights.ndim() as if it were torch's dim() method, but ndarray.ndim is an int attribute, so every call raises TypeError ("'int' object is not callable")
# kind: crash
# diagnosis: crash


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim() < 2 or values.ndim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights @ values
