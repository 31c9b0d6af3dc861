# track: numpy
# exercise: mixture
# why: the rank check is written with the element-wise | of mask code, "if weights.ndim < 2 | values.ndim < 2:", and | binds tighter than <, so Python reads the chained comparison weights.ndim < (2 | values.ndim) < 2, which is never true: 1-D weights or values are mixed by matmul into a vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 | values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    return weights @ values
