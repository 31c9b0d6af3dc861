# track: numpy
# exercise: scaling
# why: scaled_scores divides by np.float64(math.sqrt(d_k)) "to be sure the scale is a float"; under NumPy 2 a NumPy float64 scalar is not a weak Python float, so float32 scores come back float64, and attention and multi-head attention built on it return float64 for float32 inputs
# kind: knockon
# diagnosis: dtype-float64

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / np.float64(math.sqrt(q.shape[-1]))
