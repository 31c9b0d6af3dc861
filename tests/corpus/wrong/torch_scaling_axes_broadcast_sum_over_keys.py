# track: torch
# exercise: scaling
# why: scaled_scores forms every query-key product by broadcasting, q.unsqueeze(-2) * k.unsqueeze(-3) of shape (..., T, S, d_k), and sums over dim -2 (the keys) instead of dim -1 (the features), so it returns a (..., T, d_k) array of q times the key sums instead of the (..., T, S) scores
# kind: axes
# diagnosis: reduced-other-axis, scores-summed-over-keys


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q.unsqueeze(-2) * k.unsqueeze(-3)  # (..., T, S, d_k)
    return products.sum(dim=-2) / math.sqrt(q.shape[-1])
