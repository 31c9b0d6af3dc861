# track: torch
# exercise: scaling
# why: scaled_scores forms every dot product by broadcasting, (q.unsqueeze(-3) * k.unsqueeze(-2)).sum(-1), giving the queries the new axis -3 and the keys -2 (the other way round), so the result is (..., S, T), the scores transposed
# kind: axes
# diagnosis: scores-transposed
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    products = q.unsqueeze(-3) * k.unsqueeze(-2)  # meant (..., T, S, d_k)
    return products.sum(-1) / math.sqrt(q.shape[-1])
