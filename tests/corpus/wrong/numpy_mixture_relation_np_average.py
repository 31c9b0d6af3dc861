# track: numpy
# exercise: mixture
# why: mixes with np.average(values, axis=-2, weights=...) over broadcast copies ("a weighted mixture is a weighted average"), but np.average divides by the sum of the weights, so every output row is renormalised by its weights' row total instead of using the weights as given
# kind: relation
# diagnosis: mixture-renormalised, weights-rescaled

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    w = weights[..., :, :, None]  # (..., T, S, 1)
    v = values[..., None, :, :]  # (..., 1, S, d_v)
    shape = np.broadcast_shapes(w.shape, v.shape)
    return np.average(np.broadcast_to(v, shape), axis=-2, weights=np.broadcast_to(w, shape))
