# track: torch
# exercise: scaling
# why: scaled_scores computes the dot products with torch.inner(q, k) ("inner products over the last axis"), which pairs every leading index of q with every leading index of k: right in 2-D, but batched (B, T, d) and (B, S, d) give (B, T, B, S)
# kind: axes
# diagnosis: dot-not-matmul


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.inner(q, k) / math.sqrt(q.shape[-1])
