# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.ndim), reading "the dimension of the queries" as their number of axes instead of their feature width q.shape[-1], so 2-D scores are divided by sqrt(2), batched ones by sqrt(3) and so on, instead of by sqrt(d_k)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.ndim  # the dimension of the queries
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
