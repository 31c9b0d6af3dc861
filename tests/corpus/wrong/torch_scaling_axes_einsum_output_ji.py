# track: torch
# exercise: scaling
# why: scaled_scores writes torch.einsum("...id,...jd->...ji", q, k), the output letters in key-major order (j for keys first), so the scores come back (..., S, T), the transpose of the scores
# kind: axes
# diagnosis: scores-transposed
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.einsum("...id,...jd->...ji", q, k) / math.sqrt(q.shape[-1])
