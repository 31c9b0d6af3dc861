# track: numpy
# exercise: mixture
# why: weighted_mixture accumulates the keys in a loop for s in range(1, S - 1) after starting from key 0, an off-by-one that never adds the last key's contribution, so every output misses weights[..., S-1] * values[..., S-1, :]
# kind: relation
# diagnosis: mixture-renormalised,missing-axis,key-left-out

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    s_len = weights.shape[-1]
    out = weights[..., :, 0:1] * values[..., 0:1, :]
    for s in range(1, s_len - 1):
        out = out + weights[..., :, s:s + 1] * values[..., s:s + 1, :]
    return out
