# track: torch
# exercise: scaling
# why: scaled_scores writes torch.einsum("...td,...sd", q, k) with no "->...ts"; in implicit mode einsum orders the free letters alphabetically, s before t, so the scores come back (..., S, T)
# kind: axes
# diagnosis: scores-transposed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.einsum("...td,...sd", q, k) / math.sqrt(q.shape[-1])
