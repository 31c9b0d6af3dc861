# track: numpy
# exercise: mixture
# why: weighted_mixture writes the product into the values buffer with np.matmul(weights, values, out=values) whenever the output has the values' shape (T == S) "to save an allocation"; the mixture itself is right, but the caller's values array is overwritten with it and returned
# kind: rules-types
# diagnosis: input-changed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out_shape = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2]) + (weights.shape[-2], values.shape[-1])
    if out_shape == values.shape and values.dtype == np.result_type(weights, values):
        return np.matmul(weights, values, out=values)
    return weights @ values
