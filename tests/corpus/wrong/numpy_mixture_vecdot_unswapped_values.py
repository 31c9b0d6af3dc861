# track: numpy
# exercise: mixture
# why: mixes with NumPy 2's np.vecdot(weights[..., :, None, :], values[..., None, :, :]), but vecdot contracts the LAST axis of both, and values' last axis is d_v, not S (it needed swapaxes(values, -1, -2)): a size mismatch unless S == d_v, wrong values when they are equal
# kind: crash
# diagnosis: crash, matmul-mismatch


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.vecdot(weights[..., :, None, :], values[..., None, :, :])
