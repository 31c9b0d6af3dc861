# track: numpy
# exercise: scaling
# why: scales by math.sqrt(q.shape[-1] * k.shape[-1]), "the square root of the widths of q and k together", but both widths are d_k, so the scores are divided by d_k instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-dk, ratio

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.sqrt(q.shape[-1] * k.shape[-1])
    return (q @ np.swapaxes(k, -2, -1)) / scale
