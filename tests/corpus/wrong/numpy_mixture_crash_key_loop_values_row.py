# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up one at a time, out += weights[..., s, None] * values[..., s, :], giving the weights' column its trailing axis but not giving the value row its query axis (values[..., s, None, :]): in 2-D the (T, 1) column times the (d_v,) row is right, but with batch axes the (B, T, 1) column meets a (B, d_v) row, lined up from the right, so it raises a broadcast ValueError (or mixes the wrong rows when B == T)
# kind: crash
# diagnosis: fails-with-leading-axes, crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    n_keys = weights.shape[-1]
    out = weights[..., 0, None] * values[..., 0, :]
    for s in range(1, n_keys):
        # key s contributes its value row, scaled by its weight for every query
        out = out + weights[..., s, None] * values[..., s, :]
    return out
