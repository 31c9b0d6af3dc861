# track: numpy
# exercise: scaling
# why: scaled_scores asserts q.ndim == k.ndim, so valid queries and keys with different numbers of leading axes raise AssertionError, and attention, which calls it, fails on them too
# kind: knockon
# diagnosis: crash,fixed-ndim

def scaled_scores(q, k):
    q = np.asarray(q); k = np.asarray(k)
    assert q.ndim == k.ndim, "q and k need the same rank"
    if q.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
