# track: numpy
# exercise: scaling
# why: scaled_scores gives the keys the queries' batch axes with np.tile(k, q.shape[:-2] + (1, 1)) ("one key set per query set"); tile repeats whatever axes k already has, so keys that carry the batch axes themselves become (B*B, S, d_k) and every batched call raises ValueError (2-D or shared keys are right), and attention and multi-head attention, correct themselves, reject every batched or multi-head call with it
# kind: knockon
# diagnosis: fails-with-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k = np.tile(k, q.shape[:-2] + (1, 1))  # one key set per query set
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
