# track: numpy
# exercise: heads
# why: attention loops over the flattened leading axes (reshape(-1, T, .)) calling the 2-D building blocks


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q and k differ in d_k: {q.shape} vs {k.shape}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k and v differ in S: {k.shape} vs {v.shape}")
    t, s = q.shape[-2], k.shape[-2]
    lead_w = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qs = np.broadcast_to(q, (*lead_w, *q.shape[-2:])).reshape(-1, t, q.shape[-1])
    ks = np.broadcast_to(k, (*lead_w, *k.shape[-2:])).reshape(-1, s, k.shape[-1])
    if allowed is not None:
        allowed = np.asarray(allowed)
        try:
            ms = np.broadcast_to(allowed, (*lead_w, t, s)).reshape(-1, t, s)
        except ValueError as err:
            raise ValueError(f"allowed {allowed.shape} does not broadcast to {(*lead_w, t, s)}") from err
    weights = []
    for i in range(qs.shape[0]):
        scores = scaled_scores(qs[i], ks[i])
        if allowed is not None:
            scores = mask_scores(scores, ms[i])
        weights.append(stable_softmax(scores))
    weights = np.stack(weights).reshape(*lead_w, t, s)
    lead_o = np.broadcast_shapes(lead_w, v.shape[:-2])
    ws = np.broadcast_to(weights, (*lead_o, t, s)).reshape(-1, t, s)
    vs = np.broadcast_to(v, (*lead_o, *v.shape[-2:])).reshape(-1, s, v.shape[-1])
    outs = [weighted_mixture(ws[i], vs[i]) for i in range(ws.shape[0])]
    return np.stack(outs).reshape(*lead_o, t, v.shape[-1]), weights
