# track: numpy
# exercise: scaling
# why: gives 2-D inputs a batch axis by assigning q.shape and k.shape, which reshapes the caller's arrays
# kind: in-place
# diagnosis: input-changed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    unbatched = q.ndim == 2 and k.ndim == 2
    if unbatched:
        q.shape = (1, *q.shape)
        k.shape = (1, *k.shape)
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return scores[0] if unbatched else scores
