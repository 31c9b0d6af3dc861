# track: numpy
# exercise: scaling
# why: checks the feature widths with q.shape[1] != k.shape[1], the d_k axis only for 2-D inputs; with a batch axis it compares T with S, so valid batched queries and keys with T != S raise ValueError
# kind: inputs-errors
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[1] != k.shape[1]:
        raise ValueError(f"q and k differ in d_k: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
