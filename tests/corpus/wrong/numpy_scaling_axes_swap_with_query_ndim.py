# track: numpy
# exercise: scaling
# why: transposes the keys with np.swapaxes(k, q.ndim - 2, q.ndim - 1), counting the axes from the front with the number of axes of q; that is k's last pair only when k has as many axes as q, so keys with fewer axes (shared by batched queries) raise and keys with more are swapped along the wrong axes
# kind: axes
# diagnosis: fixed-leading-axes, fixed-ndim

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = np.swapaxes(k, q.ndim - 2, q.ndim - 1)
    return (q @ k_t) / math.sqrt(q.shape[-1])
