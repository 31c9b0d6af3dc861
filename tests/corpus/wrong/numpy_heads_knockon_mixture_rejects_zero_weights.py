# track: numpy
# exercise: heads
# why: the student's weighted_mixture raises ValueError unless every weight is strictly positive (reading the lesson's "the smallest score still gets weight" as a rule), so attention and multi-head attention raise on every masked call, where hidden keys get weight exactly 0
# kind: knockon
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} and {values.shape[-2]}")
    if (weights <= 0).any():
        raise ValueError("attention weights must be positive")
    return weights @ values
