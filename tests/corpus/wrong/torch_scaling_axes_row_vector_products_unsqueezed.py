# track: torch
# exercise: scaling
# why: scaled_scores scores every query as a (1, d_k) row vector, q.unsqueeze(-2) @ k.transpose(-2, -1).unsqueeze(-3), which gives (..., T, 1, S), and never squeezes the singleton axis away, so every result has an extra axis: (..., T, 1, S) instead of (..., T, S)
# kind: axes
# diagnosis: extra-axis
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    rows = q.unsqueeze(-2)  # (..., T, 1, d_k): one row vector per query
    return (rows @ k.transpose(-2, -1).unsqueeze(-3)) / math.sqrt(q.shape[-1])
