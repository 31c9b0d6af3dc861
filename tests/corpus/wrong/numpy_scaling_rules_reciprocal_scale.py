# track: numpy
# exercise: scaling
# why: scaled_scores multiplies by the scale instead of dividing, "a multiplication is cheaper", and computes it as np.reciprocal(math.sqrt(d_k)); np.reciprocal of a Python float returns a NumPy float64 scalar, which under NumPy 2's promotion rules turns float32 scores into float64
# kind: rules
# diagnosis: dtype-float64


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.reciprocal(math.sqrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) * scale
