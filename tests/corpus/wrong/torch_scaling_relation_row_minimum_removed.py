# track: torch
# exercise: scaling
# why: scaled_scores returns every query's scores relative to its worst key, scores - scores.amin(dim=-1, keepdim=True), "so that a compatibility is a non-negative match strength"; every row is shifted by its own constant (minus its smallest score) instead of being returned as q k^T / sqrt(d_k)
# kind: relation
# diagnosis: offset


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores - scores.amin(dim=-1, keepdim=True)  # non-negative match strengths
