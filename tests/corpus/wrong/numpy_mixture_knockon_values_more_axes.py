# track: numpy
# exercise: mixture
# why: weighted_mixture raises ValueError when the values have more axes than the weights ("values cannot have batch axes the weights lack"), but the contract broadcasts the leading axes, so values with extra leading axes are rejected here and attention with such v (valid: v's extra axes reach only the output) raises too
# kind: knockon
# diagnosis: error-on-valid
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if values.ndim > weights.ndim:
        raise ValueError("values cannot have batch axes the weights lack")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values
