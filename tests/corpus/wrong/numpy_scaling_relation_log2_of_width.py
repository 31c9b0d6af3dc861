# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.log2(d_k) instead of math.sqrt(d_k); the two agree for the widths 4 and 16 the student checked by hand, but for any other width every score is off by the constant factor sqrt(d_k) / log2(d_k) (and d_k = 1 divides by zero)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -2, -1)) / math.log2(d_k)
