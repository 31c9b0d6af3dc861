# track: numpy
# exercise: mixture
# why: weighted_mixture adds one key at a time, out += weights[..., s] * values[..., s, :], but weights[..., s] is (..., T) with no trailing axis, so it broadcasts against the (..., d_v) value row: ValueError whenever T != d_v (and an elementwise product, not an outer one, when T == d_v)
# kind: crash
# diagnosis: broadcast-after-reduction,index-drops-axis
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = np.zeros(lead + (weights.shape[-2], values.shape[-1]), dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1]):
        out += weights[..., s] * values[..., s, :]
    return out
