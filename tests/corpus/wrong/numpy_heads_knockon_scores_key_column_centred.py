# track: numpy
# exercise: heads
# why: the student's scaled_scores subtracts every key's mean score over the queries, scores - scores.mean(axis=-2, keepdims=True) ('so no key is favoured by every query', a key-bias removal), which shifts each key's column by its own constant; the softmax over a row does not cancel a per-column shift, so attention and multi-head attention, correct themselves, return wrong weights and outputs
# kind: knockon
# diagnosis: offset


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return scores - scores.mean(axis=-2, keepdims=True)
