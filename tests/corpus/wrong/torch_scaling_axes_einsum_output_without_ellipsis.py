# track: torch
# exercise: scaling
# why: scaled_scores writes torch.einsum("...td,...sd->ts", q, k), leaving the ellipsis out of the output subscripts; einsum then sums over every leading axis, so batched or multi-head scores collapse into one (T, S) matrix (2-D inputs are right)
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.einsum("...td,...sd->ts", q, k) / math.sqrt(q.shape[-1])
