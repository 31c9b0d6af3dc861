# track: numpy
# exercise: scaling
# why: scaled_scores computes its scale as np.float_power(d_k, -0.5) ("a power with a negative exponent needs float_power"); np.float_power always computes and returns float64, so multiplying float32 scores by that NumPy float64 scalar promotes them under NumPy 2 and float32 queries and keys come back as float64 scores (the values are right)
# kind: rules
# diagnosis: dtype-float64
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) * np.float_power(q.shape[-1], -0.5)
