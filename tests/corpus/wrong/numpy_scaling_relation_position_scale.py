# track: numpy
# exercise: scaling
# why: scaled_scores also divides the scores of query t by sqrt(t + 1) ("in a causal model query t compares itself with t + 1 keys, so later queries get flatter scores"), so every row but the first is scaled down by a factor of its own
# kind: relation
# diagnosis: scale-per-row


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    seen = np.arange(1, q.shape[-2] + 1, dtype=scores.dtype)[:, None]  # keys query t can see
    return scores / np.sqrt(seen)
