# track: numpy
# exercise: mixture
# why: adds the mean value vector back "as a baseline", so every output row is shifted by the same vector
# kind: relation
# diagnosis: offset


def weighted_mixture(weights, values):
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values + values.mean(axis=-2, keepdims=True)
