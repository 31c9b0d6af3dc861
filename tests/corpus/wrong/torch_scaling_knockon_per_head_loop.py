# track: torch
# exercise: scaling
# why: scaled_scores scores "one head at a time", torch.stack([qh @ kh.mT for qh, kh in zip(q.unbind(-3), k.unbind(-3))], dim=-3), assuming every input has a head axis at -3; 2-D queries and keys (and keys with fewer axes than the queries) have no such axis to unbind, so those valid calls raise IndexError, and attention on plain (T, d) inputs fails with it
# kind: knockon
# diagnosis: fixed-ndim


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    per_head = [qh @ kh.mT for qh, kh in zip(q.unbind(-3), k.unbind(-3))]
    return torch.stack(per_head, dim=-3) / math.sqrt(q.shape[-1])
