# track: numpy
# exercise: mixture
# why: lines the values up with the weights' batch axes through np.broadcast_to(values, weights.shape[:-1] + values.shape[-1:]), a target whose last-but-one axis is T instead of S, so every valid input with T != S raises ValueError (right only when T == S)
# kind: axes
# diagnosis: needs-square,error-on-valid,crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} and {values.shape[-2]}")
    values = np.broadcast_to(values, weights.shape[:-1] + values.shape[-1:])  # give values the batch axes
    return weights @ values
