# track: numpy
# exercise: mixture
# why: weighted_mixture itself is right, but its helper _checked_pair(weights, values), which converts and validates the two inputs, returns them in the order (values, weights), so weighted_mixture unpacks values as the weights and computes values @ weights: a size mismatch ValueError on valid inputs unless d_v == T, and a wrong (S, S)-shaped product when it is
# kind: knockon
# diagnosis: swapped-return, error-on-valid, matmul-mismatch


def _checked_pair(weights, values):
    """Convert both inputs to arrays and check that they fit; return them ready to mix."""
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return values, weights


def weighted_mixture(weights, values):
    weights, values = _checked_pair(weights, values)
    return weights @ values
