# track: numpy
# exercise: scaling
# why: the width check compares q.shape[-2] (T, a -2 typed for -1) with k.shape[-1], so every valid call whose number of queries differs from d_k raises ValueError
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-2] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-2]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
