# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up one at a time but takes key s's value row as values[..., None, :, s] (feature column s, the two indices in the wrong order) where values[..., None, s, :] was meant; the (..., T, S) term cannot be added into the (..., T, d_v) output, so every valid call with S != d_v (and S > 1) raises a broadcast ValueError and S == d_v mixes the transposed values, and attention and multi-head attention, correct themselves, fail or go wrong with it
# kind: knockon
# diagnosis: error-on-valid, crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = np.zeros(lead + (weights.shape[-2], values.shape[-1]), dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1]):
        out += weights[..., :, s, None] * values[..., None, :, s]
    return out
