# track: numpy
# exercise: scaling
# why: divides by int(math.sqrt(d_k)), which truncates the scale whenever d_k is not a perfect square
# kind: relation
# diagnosis: ratio:constant, ratio:sqrt(d_k)/int(sqrt(d_k))


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = int(math.sqrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) / scale
