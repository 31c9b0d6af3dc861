# track: numpy
# exercise: scaling
# why: scaled_scores divides by np.sqrt(np.float32(d_k)) ("a float32 scale, as the GPU kernels keep it"); under NumPy 2 a float32 scalar does not change a float64 array's dtype, but the scale is rounded to float32, so float64 scores (and attention's float64 weights and outputs) carry float32 rounding whenever d_k is not a perfect square
# kind: knockon
# diagnosis: float32-precision,scale-float32
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / np.sqrt(np.float32(q.shape[-1]))
