# track: torch
# exercise: scaling
# why: scaled_scores writes the scores as the bilinear form q W k^T with W = torch.eye(d_k) / sqrt(d_k), but torch.eye is made in the default dtype (float32), so float64 queries and keys meet a float32 matrix and the product raises a dtype mismatch (RuntimeError) on every valid float64 call
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    w = torch.eye(d_k) / math.sqrt(d_k)  # the scaled identity form
    return q @ w @ k.transpose(-2, -1)
