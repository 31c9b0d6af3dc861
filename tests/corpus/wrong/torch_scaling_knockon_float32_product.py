# track: torch
# exercise: scaling
# why: scaled_scores computes the product in single precision, (q.float() @ k.float().transpose(-2, -1)), "the fast path", and casts the scores back with .to(q.dtype); the dtype is kept, but float64 scores carry float32 rounding, and so do the weights and outputs of attention and multi-head attention built on them
# kind: knockon
# diagnosis: float32-precision
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    raw = q.float() @ k.float().transpose(-2, -1)
    return raw.to(q.dtype) / math.sqrt(q.shape[-1])
