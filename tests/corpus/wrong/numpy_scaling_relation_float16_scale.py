# track: numpy
# exercise: scaling
# why: scaled_scores keeps the scale constant in half precision, np.float16(1 / math.sqrt(d_k)) ("as the GPU kernels store softmax_scale"), so the factor is rounded to float16 and every float32 or float64 score is off by that rounding (about 1e-4 relative)
# kind: relation
# diagnosis: half-precision


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = np.float16(1 / math.sqrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) * scale
