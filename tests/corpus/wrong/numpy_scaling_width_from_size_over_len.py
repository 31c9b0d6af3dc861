# track: numpy
# exercise: scaling
# why: takes d_k as q.size // len(q) ("elements per row"), which is the feature width only for 2-D q; with a leading batch axis it is T * d_k, so batched scores are scaled by the wrong size
# kind: relation
# diagnosis: ratio, fails-with-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.size // len(q)  # number of features per query row
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
