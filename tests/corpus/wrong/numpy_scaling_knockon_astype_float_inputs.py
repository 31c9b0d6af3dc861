# track: numpy
# exercise: scaling
# why: scaled_scores converts q and k with .astype(float) "so integer inputs divide properly"; Python's float is float64, so float32 queries and keys give float64 scores, and attention and multi-head attention return float64 output and weights for float32 input
# kind: knockon
# diagnosis: dtype-float64
def scaled_scores(q, k):
    q = np.asarray(q).astype(float)
    k = np.asarray(k).astype(float)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
