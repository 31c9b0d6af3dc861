# track: numpy
# exercise: mixture
# why: weighted_mixture builds the output one value feature at a time, (weights * values[..., None, :, j]).sum(-1), and joins the (..., T) columns with np.column_stack; column_stack only stacks 1-D arrays as columns and joins 2-D ones along axis 1, so unbatched inputs are right but batched ones come back (B, d_v*T), the columns laid end to end, instead of (B, T, d_v)
# kind: axes
# diagnosis: axes-folded


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    columns = [(weights * values[..., None, :, j]).sum(axis=-1) for j in range(values.shape[-1])]
    return np.column_stack(columns)  # one column per value feature
