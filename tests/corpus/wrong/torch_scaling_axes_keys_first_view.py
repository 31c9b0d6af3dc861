# track: torch
# exercise: scaling
# why: scaled_scores computes the keys-first table k @ q^T ("one row per key, as the lesson's heat map draws it") and gives it the query-first shape with .view(..., T, S) where a transpose belongs; a view keeps the entries in their order, so the shape is right but the scores are scrambled whenever T and S are both above 1 (square scores come back transposed)
# kind: axes
# diagnosis: reshaped-transpose


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    by_key = k @ q.transpose(-2, -1)  # (..., S, T)
    scores = by_key.view(*by_key.shape[:-2], q.shape[-2], k.shape[-2])  # (..., T, S)
    return scores / math.sqrt(q.shape[-1])
