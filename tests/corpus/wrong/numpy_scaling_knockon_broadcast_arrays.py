# track: numpy
# exercise: scaling
# why: scaled_scores lines q and k up with q, k = np.broadcast_arrays(q, k) "so their batch axes match", but broadcast_arrays broadcasts whole shapes, T and S included, so whenever T != S (cross-attention) valid calls raise ValueError, in scaled_scores and in attention
# kind: knockon
# diagnosis: error-on-valid, needs-square, whole-shapes-broadcast

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q, k = np.broadcast_arrays(q, k)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
