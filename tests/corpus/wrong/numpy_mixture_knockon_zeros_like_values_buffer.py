# track: numpy
# exercise: mixture
# why: weighted_mixture accumulates the keys' contributions into out = np.zeros_like(values), a (..., S, d_v) buffer where the result is (..., T, d_v), adding weights[..., :, s, None] * values[..., s, None, :] with +=; that works only when T == S (and the leading axes match), so every call with T != S, such as attention of T queries over S keys, raises ValueError
# kind: knockon
# diagnosis: buffer-shape

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out = np.zeros_like(values)
    for s in range(weights.shape[-1]):
        out += weights[..., :, s, None] * values[..., s, None, :]
    return out
