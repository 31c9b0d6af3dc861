# track: numpy
# exercise: mixture
# why: weighted_mixture reports bad shapes with raise "..." (a bare string, the Python 2 habit); Python 3 only raises exceptions, so every bad input fails with TypeError (exceptions must derive from BaseException) instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise "weighted_mixture needs weights (..., T, S) and values (..., S, d_v)"
    if weights.shape[-1] != values.shape[-2]:
        raise f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}"
    return weights @ values
