# track: numpy
# exercise: scaling
# why: scaled_scores ports the score loop of Karpathy's llm.c attention_forward (for t2 <= t: preatt[t2] = q.k / sqrt(hs)), which only computes the scores of the keys up to the query's own position because llm.c is causal by construction; every score above the diagonal is left at 0 instead of q.k / sqrt(d_k) (and T > S reads past the last key)
# kind: public
# diagnosis: hides-visible, crash


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    t_len, s_len = q.shape[-2], k.shape[-2]
    scale = 1.0 / math.sqrt(q.shape[-1])
    out = np.zeros((*lead, t_len, s_len), dtype=np.result_type(q, k))
    for t in range(t_len):
        for t2 in range(t + 1):  # llm.c: keys up to the query's position
            out[..., t, t2] = (q[..., t, :] * k[..., t2, :]).sum(axis=-1) * scale
    return out
