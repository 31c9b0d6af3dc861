# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.shape[-1] + k.shape[-1]) ("both q and k bring d_k units of variance"), i.e. by sqrt(2 d_k), so every score is 1/sqrt(2) times the expected one
# kind: relation
# diagnosis: ratio:constant,ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1] + k.shape[-1])
