# track: numpy
# exercise: scaling
# why: ports d2l's bmm(queries, keys.transpose(1, 2)) as q @ k and drops the transpose, so (T, d_k) @ (S, d_k) is a matmul size mismatch unless S == d_k
# kind: crash
# diagnosis: matmul-mismatch


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"d_k differs: {d_k} vs {k.shape[-1]}")
    return (q @ k) / math.sqrt(d_k)
