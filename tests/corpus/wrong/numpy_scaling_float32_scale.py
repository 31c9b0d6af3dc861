# track: numpy
# exercise: scaling
# why: stores the scale as np.float32(math.sqrt(d_k)) to keep float32 outputs, which rounds it for float64 inputs
# kind: relation
# diagnosis: scale-float32, float32-precision


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = np.float32(math.sqrt(q.shape[-1]))
    return ((q @ np.swapaxes(k, -2, -1)) / scale).astype(np.result_type(q, k), copy=False)
