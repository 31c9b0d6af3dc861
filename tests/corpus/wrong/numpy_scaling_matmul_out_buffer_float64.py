# track: numpy
# exercise: scaling
# why: preallocates the scores with np.empty(shape) (no dtype, so float64) and fills it with np.matmul(..., out=out) "to avoid a temporary"; float32 inputs are upcast into the float64 buffer and come back as float64
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], k.shape[-2])
    out = np.empty(shape)
    np.matmul(q, np.swapaxes(k, -2, -1), out=out)
    out /= math.sqrt(q.shape[-1])
    return out
