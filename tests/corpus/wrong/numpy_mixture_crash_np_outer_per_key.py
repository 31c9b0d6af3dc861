# track: numpy
# exercise: mixture
# why: weighted_mixture adds up one outer product per key, np.outer(weights[..., s], values[..., s, :]); np.outer flattens both arguments, so it is right for 2-D inputs but with any batch axis it builds a (B*T, B*d_v) matrix that cannot be added to the (B, T, d_v) result, and every batched or broadcast call raises ValueError
# kind: crash
# diagnosis: crash, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = np.zeros(weights.shape[:-1] + values.shape[-1:], dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1]):
        # key s contributes its weight for every query times its value row
        out += np.outer(weights[..., s], values[..., s, :])
    return out
