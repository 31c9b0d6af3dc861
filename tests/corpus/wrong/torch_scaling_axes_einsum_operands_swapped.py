# track: torch
# exercise: scaling
# why: scaled_scores writes torch.einsum("...td,...sd->...ts", k, q) with the operands in the wrong order, so the letters t and s bind to the keys and queries and the scores come out (..., S, T)
# kind: axes-shapes
# diagnosis: scores-transposed,transposed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return torch.einsum("...td,...sd->...ts", k, q) / math.sqrt(q.shape[-1])
