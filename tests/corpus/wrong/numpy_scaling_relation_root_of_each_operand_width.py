# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.shape[-1]) * math.sqrt(k.shape[-1]), "one square root for each operand of the dot product"; both widths are d_k, so every score is divided by d_k instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-dk

def scaled_scores(q, k):

    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )

    scale = math.sqrt(q.shape[-1]) * math.sqrt(k.shape[-1])  # a root for the queries' width and one for the keys'
    return (q @ np.swapaxes(k, -2, -1)) / scale
