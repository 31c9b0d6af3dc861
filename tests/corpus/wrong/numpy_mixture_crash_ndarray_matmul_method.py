# track: numpy
# exercise: mixture
# why: mixes with weights.matmul(values), the PyTorch tensor method; an ndarray has no matmul method (only np.matmul and the @ operator), so every valid call raises AttributeError
# kind: crash
# diagnosis: crash

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    return weights.matmul(values)
