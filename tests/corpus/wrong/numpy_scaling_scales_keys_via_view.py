# track: numpy
# exercise: scaling
# why: divides the transposed keys in place (k_t /= sqrt(d_k)) "to scale the smaller array", but np.swapaxes returns a view, so the caller's k is divided too
# kind: in-place
# diagnosis: input-changed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    k_t = np.swapaxes(k, -2, -1)  # (..., d_k, S)
    k_t /= math.sqrt(q.shape[-1])
    return q @ k_t
