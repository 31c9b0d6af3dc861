# track: numpy
# exercise: scaling
# why: scaled_scores scales the transposed keys instead of the big score matrix, kt = np.swapaxes(k, -2, -1); kt /= math.sqrt(d_k) ("S*d_k divisions instead of T*S"), but swapaxes returns a view of the caller's k, so every call divides the caller's keys in place
# kind: rules
# diagnosis: input-changed

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = np.swapaxes(k, -2, -1)
    kt /= math.sqrt(q.shape[-1])
    return q @ kt
