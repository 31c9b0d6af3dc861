# track: numpy
# exercise: mixture
# why: weighted_mixture broadcasts weights[..., None] * values[..., None, :, :] into (..., T, S, d_v) and sums over axis -3 (T) instead of -2 (S), so it returns (..., S, d_v) sums over the queries
# kind: axes
# diagnosis: mixture-wrong-axis

def weighted_mixture(weights, values):
    weights = np.asarray(weights); values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return (weights[..., None] * values[..., None, :, :]).sum(axis=-3)
