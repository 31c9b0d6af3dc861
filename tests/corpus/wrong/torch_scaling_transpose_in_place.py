# track: torch
# exercise: scaling
# why: transposes the keys with k.transpose_(-2, -1), which swaps the axes of the caller's k in place (and fails on a leaf that requires grad)
# kind: in-place
# diagnosis: input-changed, crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[-1]
    k.transpose_(-2, -1)
    return (q @ k) / math.sqrt(d_k)
