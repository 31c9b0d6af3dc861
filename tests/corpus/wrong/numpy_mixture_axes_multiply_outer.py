# track: numpy
# exercise: mixture
# why: weighted_mixture adds up one outer product per key, np.multiply.outer(weights[..., s], values[..., s, :]) ("key s contributes its weight column times its value row"); ufunc.outer pairs every axis of its first operand with every axis of its second, so 2-D inputs are right but batched weights and values come out (B, T, B, d_v), every batch of weights paired with every batch of values
# kind: axes
# diagnosis: batches-paired-all


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = 0
    for s in range(weights.shape[-1]):
        # the column of weights for key s, times the value row of key s
        out = out + np.multiply.outer(weights[..., s], values[..., s, :])
    return out
