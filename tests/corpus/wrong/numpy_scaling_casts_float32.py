# track: numpy
# exercise: scaling
# why: casts the scores with .astype(np.float32) at the end "since attention runs in float32", so float64 inputs come back as float32 and lose precision
# kind: relation
# diagnosis: dtype-changed,float32-precision


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = q @ np.swapaxes(k, -2, -1) / math.sqrt(q.shape[-1])
    return scores.astype(np.float32)
