# track: numpy
# exercise: scaling
# why: scaled_scores first lines the keys up with the queries' batch axes, np.broadcast_to(k, q.shape[:-2] + k.shape[-2:]); broadcast_to can only grow k, so keys with leading axes the queries lack (a (B, S, d_k) k for a 2-D q) or with a larger size where q has 1 (q (1, T, d_k), k (B, S, d_k)) raise ValueError although they broadcast
# kind: crash
# diagnosis: crash, fails-with-leading-axes
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # give every batch of queries its own (view of the) keys
    k = np.broadcast_to(k, q.shape[:-2] + k.shape[-2:])
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
