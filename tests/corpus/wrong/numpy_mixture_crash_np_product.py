# track: numpy
# exercise: mixture
# why: weighted_mixture flattens the batch axes for a loop with B = np.product(lead), an alias NumPy 2 removed (np.prod), so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    b = int(np.product(lead))  # number of (T, S) @ (S, d_v) products
    w = np.broadcast_to(weights, lead + weights.shape[-2:]).reshape(b, *weights.shape[-2:])
    v = np.broadcast_to(values, lead + values.shape[-2:]).reshape(b, *values.shape[-2:])
    out = np.stack([w[i] @ v[i] for i in range(b)])
    return out.reshape(*lead, weights.shape[-2], values.shape[-1])
