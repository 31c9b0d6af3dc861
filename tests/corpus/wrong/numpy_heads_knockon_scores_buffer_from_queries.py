# track: numpy
# exercise: heads
# why: attention is right, but the student's scaled_scores (exercise 2) writes the product into a buffer shaped from the queries alone, out = np.empty(q.shape[:-1] + (k.shape[-2],), dtype=q.dtype) with np.matmul(q, kt, out=out) "to avoid a temporary"; whenever the keys bring leading axes the queries lack (or longer ones), the broadcast result does not fit that buffer and matmul raises ValueError, so attention rejects those valid calls
# kind: knockon
# diagnosis: bad-inner-call, error-on-valid, fails-with-leading-axes, out-buffer-shape
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    out = np.empty(q.shape[:-1] + (k.shape[-2],), dtype=q.dtype)
    np.matmul(q, np.swapaxes(k, -2, -1), out=out)
    out /= math.sqrt(q.shape[-1])
    return out
