# track: numpy
# exercise: scaling
# why: scaled_scores multiplies by the scale np.power(d_k, -0.5) ("a reciprocal square root in one call"); np.power of a Python int and a float returns a NumPy float64 scalar, which under NumPy 2 promotes float32 scores, so float32 queries and keys come back as float64 scores
# kind: rules
# diagnosis: dtype-float64
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) * np.power(q.shape[-1], -0.5)
