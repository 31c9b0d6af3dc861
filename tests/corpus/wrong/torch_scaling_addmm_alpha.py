# track: torch
# exercise: scaling
# why: folds the scale into torch.addmm(zeros, q, k.t(), beta=0, alpha=1/sqrt(d_k)), a 2-D-only matrix routine, so batched or multi-head inputs raise RuntimeError
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes, transpose-all-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    out = torch.zeros(q.shape[-2], k.shape[-2], dtype=q.dtype, device=q.device)
    return torch.addmm(out, q, k.t(), beta=0.0, alpha=scale)
