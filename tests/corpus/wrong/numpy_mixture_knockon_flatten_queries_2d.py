# track: numpy
# exercise: mixture
# why: weighted_mixture flattens the weights to one (N, S) matrix, weights.reshape(-1, S) @ values, and reshapes the result to weights.shape[:-1] + (d_v,); that is right for shared 2-D values, but batched values broadcast against the whole (N, S) matrix, so the reshape raises, and attention (and multi-head attention) with batched values fail with it
# kind: knockon
# diagnosis: fixed-leading-axes
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    rows = weights.reshape(-1, weights.shape[-1])  # every query of every batch as a row
    return (rows @ values).reshape(weights.shape[:-1] + (values.shape[-1],))
