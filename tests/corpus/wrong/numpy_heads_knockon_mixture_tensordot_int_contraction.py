# track: numpy
# exercise: heads
# why: the student's weighted_mixture uses np.tensordot(weights, values, axes=1), which contracts the weights' last axis with the values' FIRST axis: that is S only for 2-D values, so attention on batched inputs and multi-head attention on (..., H, T, d) heads fail or mix the wrong axes
# kind: knockon
# diagnosis: dot-not-matmul,fails-with-leading-axes

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    return np.tensordot(weights, values, axes=1)
