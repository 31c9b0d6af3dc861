# track: numpy
# exercise: mixture
# why: weighted_mixture builds the output one value feature at a time, (weights * values[..., None, :, j]).sum(-1), and collects these (..., T) columns with np.stack(cols, axis=-2), "columns side by side", which puts the feature axis before the queries: the mixture comes back (..., d_v, T), its last two axes swapped
# kind: axes
# diagnosis: transposed


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    cols = [(weights * values[..., None, :, j]).sum(axis=-1) for j in range(values.shape[-1])]
    return np.stack(cols, axis=-2)
