# track: torch
# exercise: scaling
# why: scaled_scores writes the dot products as torch.einsum("...td,...sd->...st", q, k), the output letters in the key-major order of the lesson's heat map (one row per key), so the scores come back (..., S, T), the transpose of q k^T / sqrt(d_k)
# kind: axes
# diagnosis: scores-transposed


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.einsum("...td,...sd->...st", q, k) / math.sqrt(q.shape[-1])
