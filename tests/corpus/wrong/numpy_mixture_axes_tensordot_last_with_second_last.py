# track: numpy
# exercise: mixture
# why: weighted_mixture contracts with np.tensordot(weights, values, axes=([-1], [-2])), naming the right axes (S of the weights with S of the values); but tensordot keeps every other axis of both operands side by side, so batched inputs pair every batch of the weights with every batch of the values, (B, T, B, d_v) instead of (B, T, d_v)
# kind: axes
# diagnosis: dot-not-matmul
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return np.tensordot(weights, values, axes=([-1], [-2]))
