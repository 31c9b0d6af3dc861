# track: numpy
# exercise: scaling
# why: scaled_scores scores one key at a time, q @ k[..., s, :] (a (..., T) column of scores), and collects the columns with np.stack(columns), whose default axis=0 puts the key axis first: the result is (S, ..., T) instead of (..., T, S), the transpose for 2-D inputs and scrambled with batch axes
# kind: axes
# diagnosis: transposed,permuted


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.sqrt(q.shape[-1])
    columns = [(q @ k[..., s, :, None])[..., 0] / scale for s in range(k.shape[-2])]
    return np.stack(columns)
