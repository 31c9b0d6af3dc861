# track: numpy
# exercise: mixture
# why: weighted_mixture is right, but its helper _common_batch(weights, values), which broadcasts both inputs to their common leading axes before the product, reads the weights' leading axes as weights.shape[:-1] (a slice one axis too long, T included); the "batch" then gains a T axis, so unbatched inputs come back with an extra leading axis of length T and batched ones raise or broadcast wrongly
# kind: knockon
# diagnosis: extra-axis, fails-with-leading-axes


def _common_batch(weights, values):
    lead = np.broadcast_shapes(weights.shape[:-1], values.shape[:-2])
    return (
        np.broadcast_to(weights, lead + weights.shape[-2:]),
        np.broadcast_to(values, lead + values.shape[-2:]),
    )


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes or more; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    weights, values = _common_batch(weights, values)
    return weights @ values
