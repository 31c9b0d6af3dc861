# track: torch
# exercise: scaling
# why: uses torch.einsum("btd,bsd->bts"), fixed to one batch axis, so 2-D and 4-D inputs (and attention on them) raise
# kind: knock-on
# diagnosis: fixed-leading-axes, fixed-ndim, crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.einsum("btd,bsd->bts", q, k) / math.sqrt(q.shape[-1])
