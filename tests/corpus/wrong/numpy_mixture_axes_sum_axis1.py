# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value row by broadcasting, weights[..., :, :, None] * values[..., None, :, :], and sums with axis=1, which is the key axis S only for 2-D inputs; with a batch axis it sums over the queries T instead
# kind: axes
# diagnosis: mixture-wrong-axis, fails-with-leading-axes

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return products.sum(axis=1)
