# track: torch
# exercise: scaling
# why: scaled_scores folds the scale into torch.addbmm(zeros, q_batches, k_batches^T, beta=0, alpha=1/sqrt(d_k)), taking addbmm for a batched matmul, but addbmm adds the products of all the batches into one (T, S) matrix, so unbatched inputs are right while every batch or head axis is summed away
# kind: axes
# diagnosis: axis-reduced, fails-with-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    lead = torch.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = q.expand(*lead, *q.shape[-2:]).reshape(-1, *q.shape[-2:])
    kb = k.expand(*lead, *k.shape[-2:]).reshape(-1, *k.shape[-2:])
    zeros = q.new_zeros(q.shape[-2], k.shape[-2])
    return torch.addbmm(zeros, qb, kb.transpose(1, 2), beta=0, alpha=1 / math.sqrt(q.shape[-1]))
