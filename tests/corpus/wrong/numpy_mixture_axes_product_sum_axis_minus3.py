# track: numpy
# exercise: mixture
# why: weighted_mixture forms every product weights[..., :, :, None] * values[..., None, :, :], a (..., T, S, d_v) array, and adds up axis -3 (the queries T) where axis -2 (the keys S) belongs, so it returns (..., S, d_v) sums over the queries
# kind: axes
# diagnosis: mixture-wrong-axis
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return products.sum(axis=-3)
