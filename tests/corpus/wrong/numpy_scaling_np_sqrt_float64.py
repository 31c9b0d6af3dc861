# track: numpy
# exercise: scaling
# why: divides by np.sqrt(d_k), a NumPy float64, so float32 scores come back as float64 under NumPy 2
# diagnosis: dtype-float64


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    return (q @ np.swapaxes(k, -2, -1)) / np.sqrt(q.shape[-1])
