# track: torch
# exercise: scaling
# why: transposes k with k.transpose(1, 2), written for (B, S, d_k): 2-D keys raise "dimension out of range"
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(1, 2) / math.sqrt(q.shape[-1])
