# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with the column-major flatten trick, k.ravel(order="F").reshape(*lead, d_k, S), which gives the transpose of a 2-D matrix; with batch axes the Fortran ravel runs fastest over the leading axes too, so every batched or multi-head key table interleaves entries of different batch elements and the scores pair queries with the wrong keys
# kind: axes
# diagnosis: fails-with-leading-axes,reshaped-transpose


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    *lead, s, d_k = k.shape
    k_t = k.ravel(order="F").reshape(*lead, d_k, s)
    return (q @ k_t) / math.sqrt(d_k)
