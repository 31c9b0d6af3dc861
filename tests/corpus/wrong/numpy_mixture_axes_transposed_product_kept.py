# track: numpy
# exercise: mixture
# why: weighted_mixture computes the mixture as a product of transposes, np.swapaxes(values, -1, -2) @ np.swapaxes(weights, -1, -2) ("(W V)^T = V^T W^T"), and returns it without swapping back, so the result is (..., d_v, T), the mixture with its last two axes swapped
# kind: axes
# diagnosis: transposed

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.swapaxes(values, -1, -2) @ np.swapaxes(weights, -1, -2)
