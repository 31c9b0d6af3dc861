# track: numpy
# exercise: mixture
# why: weighted_mixture checks that the batch axes broadcast with np.broadcast_shapes(weights.shape[:-1], values.shape[:-1]), slicing off one axis where two belong, so the T axis of the weights meets the S axis of the values: every valid call with T != S (neither 1) raises ValueError
# kind: error
# diagnosis: error-on-valid
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    np.broadcast_shapes(weights.shape[:-1], values.shape[:-1])  # the batch axes must fit (raises ValueError)
    return weights @ values
