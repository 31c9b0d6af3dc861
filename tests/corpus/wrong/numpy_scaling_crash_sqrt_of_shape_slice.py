# track: numpy
# exercise: scaling
# why: scaled_scores takes the scale as math.sqrt(q.shape[-1:]), a slice of the shape (a 1-tuple) where the int q.shape[-1] was meant, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1:])
