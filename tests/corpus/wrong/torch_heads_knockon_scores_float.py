# track: torch
# exercise: heads
# why: the student's scaled_scores calls .float() on q and k, so attention and multi-head attention built on it return float32 for float64 inputs
# kind: knock-on
# diagnosis: dtype-changed, float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q.float() @ k.float().transpose(-2, -1)) / math.sqrt(q.shape[-1])


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights.to(v.dtype), v), weights
