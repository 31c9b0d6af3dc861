# track: torch
# exercise: scaling
# why: scaled_scores takes every dot product with torch.linalg.vecdot(q.unsqueeze(-3), k.unsqueeze(-2)), giving the queries the new axis -3 and the keys -2 (the other way round), so the scores come back (..., S, T), transposed
# kind: axes
# diagnosis: scores-transposed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.linalg.vecdot(q.unsqueeze(-3), k.unsqueeze(-2)) / math.sqrt(q.shape[-1])
