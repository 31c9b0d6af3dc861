# track: torch
# exercise: scaling
# why: scaled_scores gives keys with fewer axes than the queries their missing axis with k.unsqueeze(1) (the head-axis habit of (B, S, d) keys meeting (B, H, T, d) queries) instead of letting matmul broadcast from the left; that is right only for that case: a 2-D k against batched q becomes (S, 1, d_k) and lines S up against the batch axis
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    while k.dim() < q.dim():
        k = k.unsqueeze(1)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
