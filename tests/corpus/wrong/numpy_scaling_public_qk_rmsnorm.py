# track: numpy
# exercise: scaling
# why: scaled_scores ports the QK-norm of OLMo 2 and Gemma 3, an RMSNorm of the queries and of the keys (scale at its initial value 1) before the dot products, then divides by sqrt(d_k); the kit's scores have no QK-norm, so every score is divided by its query's and its key's root-mean-square as well
# kind: public
# diagnosis: scale-per-row, scale-per-column, scale-per-row-and-column


def _rms_norm(x, eps=1e-6):
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = _rms_norm(q)
    k = _rms_norm(k)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
