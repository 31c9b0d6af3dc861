# track: numpy
# exercise: scaling
# why: scaled_scores compares the widths with 'if q.shape[-1:] is not k.shape[-1:]', an identity test of two freshly sliced tuples, which is always true, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1:] is not k.shape[-1:]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
