# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys' contributions one at a time into an accumulator made with np.empty (where np.zeros was meant), so every output starts from whatever was in that memory: wrong, run-dependent values
# kind: rules-types
# diagnosis: not-deterministic, stale-result:accumulated


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = np.empty(lead + (weights.shape[-2], values.shape[-1]), dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1]):
        out += weights[..., :, s:s + 1] * values[..., s:s + 1, :]
    return out
