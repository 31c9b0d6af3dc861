# track: numpy
# exercise: mixture
# why: weighted_mixture stores the weights as float16 before mixing ("weights are probabilities, half precision is plenty"), (weights.astype(np.float16) @ values); the product promotes back to the values' dtype, but every output carries the float16 rounding of the weights (about 1e-3 relative)
# kind: relation
# diagnosis: half-precision


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes or more; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.astype(np.float16) @ values
