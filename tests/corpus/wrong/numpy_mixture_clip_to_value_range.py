# track: numpy
# exercise: mixture
# why: clips the output into each feature's range over the keys (np.clip(out, values.min(-2), values.max(-2))) "because a mixture cannot leave the range of its values"; true for convex weights, but any real weights are allowed, so outputs outside that range are cut off
# kind: relation
# diagnosis: clipped


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    out = weights @ values
    return np.clip(out, values.min(axis=-2, keepdims=True), values.max(axis=-2, keepdims=True))
