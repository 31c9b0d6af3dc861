# track: numpy
# exercise: mixture
# why: weighted_mixture promotes the weights to np.longdouble "so long sums of small weights do not lose digits" and returns the product as it comes, so the mixture (and the output of attention and multi-head attention, which call it) is float128 for float32 and float64 inputs
# kind: knockon
# diagnosis: dtype-changed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.astype(np.longdouble) @ values
