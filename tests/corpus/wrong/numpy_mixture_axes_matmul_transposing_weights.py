# track: numpy
# exercise: mixture
# why: carries scaled_scores' trick of letting np.matmul transpose an operand through axes= over to the mixture, np.matmul(weights, values, axes=[(-1, -2), (-2, -1), (-2, -1)]), which transposes the weights: the sum runs over the queries T instead of the keys S (a size mismatch unless T == S)
# kind: axes
# diagnosis: mixture-wrong-axis,needs-square,matmul-mismatch

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    return np.matmul(weights, values, axes=[(-1, -2), (-2, -1), (-2, -1)])
