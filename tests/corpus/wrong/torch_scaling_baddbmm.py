# track: torch
# exercise: scaling
# why: adapts the baddbmm line of large-model attention code (torch.baddbmm(empty, q, k.transpose(1, 2), beta=0, alpha=1/sqrt(d_k))), which only takes 3-D batches
# kind: public-code
# diagnosis: fixed-ndim, fixed-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    bsz, t, d_k = q.shape
    s = k.shape[1]
    out = torch.empty(bsz, t, s, dtype=q.dtype, device=q.device)
    return torch.baddbmm(out, q, k.transpose(1, 2), beta=0.0, alpha=1.0 / math.sqrt(d_k))
