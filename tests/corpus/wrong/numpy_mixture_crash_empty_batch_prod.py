# track: numpy
# exercise: mixture
# why: weighted_mixture flattens the broadcast batch axes for a per-batch loop with n = np.prod(lead), but np.prod of the empty shape of unbatched inputs is the float 1.0, which reshape and range refuse, so every 2-D call raises TypeError (batched calls work)
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    t, s = weights.shape[-2:]
    d_v = values.shape[-1]
    n = np.prod(lead)  # number of (T, S) @ (S, d_v) products
    w = np.broadcast_to(weights, (*lead, t, s)).reshape(n, t, s)
    v = np.broadcast_to(values, (*lead, s, d_v)).reshape(n, s, d_v)
    out = np.stack([w[i] @ v[i] for i in range(n)])
    return out.reshape(*lead, t, d_v)
