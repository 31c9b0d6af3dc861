# track: numpy
# exercise: mixture
# why: weighted_mixture mixes with np.ma.dot(weights, values) "so that masked or NaN weights are skipped"; np.ma.dot returns a numpy.ma.MaskedArray instead of a plain ndarray, and like np.dot it pairs every batch of the weights with every batch of the values, so batched inputs come back with the wrong shape
# kind: rules
# diagnosis: wrong-array-type,dot-not-matmul


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # np.ma.dot skips masked entries, so a NaN weight cannot poison the output
    return np.ma.dot(np.ma.masked_invalid(weights), values)
