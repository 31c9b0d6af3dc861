# track: numpy
# exercise: mixture
# why: converts the inputs with np.asarray(..., dtype=float), so float32 inputs give float64 output
# diagnosis: dtype-float64


def weighted_mixture(weights, values):
    weights = np.asarray(weights, dtype=float)
    values = np.asarray(values, dtype=float)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) do not fit")
    return weights @ values
