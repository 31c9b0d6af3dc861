# track: numpy
# exercise: heads
# why: the student's scaled_scores "multiplies the smaller matrix first", computing k @ q^T whenever there are more queries than keys (T > S), and forgets to transpose that product back, so for T > S it returns (..., S, T) scores; attention on them softmaxes over the queries and then its weighted_mixture rejects the weights as a valid call
# kind: knock-on
# diagnosis: scores-transposed,needs-square


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.sqrt(q.shape[-1])
    if q.shape[-2] > k.shape[-2]:  # fewer keys: put the smaller operand first
        return (k @ np.swapaxes(q, -2, -1)) / scale
    return (q @ np.swapaxes(k, -2, -1)) / scale
