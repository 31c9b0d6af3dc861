# track: numpy
# exercise: mixture
# why: mixes with np.einsum("...s,...sd->...d", weights, values), letting the ellipsis stand for the query axis T too; that works in 2-D, but with batch axes the weights' "..." is (B, T) while the values' is (B,), so they are aligned from the right, T against B (a broadcast error or a wrong mixture)
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.einsum("...s,...sd->...d", weights, values)
