# track: torch
# exercise: scaling
# why: scaled_scores multiplies with torch.mm(q, k.transpose(-2, -1)), the matrix product of the lesson's Q @ K.T; torch.mm only takes 2-D matrices and does not broadcast, so every q or k with a batch or head axis raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.mm(q, k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
