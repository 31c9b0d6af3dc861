# track: numpy
# exercise: mixture
# why: mixes by broadcasting weights[..., None] * values[None] and summing over S; values[None] puts the new query axis in front of every axis instead of just before S, so it only lines up when there are no leading axes
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # (..., T, S, 1) * (1, S, d_v) -> (..., T, S, d_v), then add up the keys
    products = weights[..., None] * values[None]
    return products.sum(axis=-2)
