# track: torch
# exercise: scaling
# why: scaled_scores computes the dot products with torch.einsum("...td,...sd->...ts", q, k, optimize=True), carrying over the optimize= flag of np.einsum; torch.einsum takes no such keyword, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = torch.einsum("...td,...sd->...ts", q, k, optimize=True)
    return scores / math.sqrt(q.shape[-1])
