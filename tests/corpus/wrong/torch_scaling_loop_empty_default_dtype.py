# track: torch
# exercise: scaling
# why: fills the scores one query-key pair at a time into torch.empty(shape) created without dtype=, so the result has the default float32 and float64 inputs lose precision
# kind: rules-types
# diagnosis: dtype-changed, float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    lead = torch.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    t, s = q.shape[-2], k.shape[-2]
    scores = torch.empty(*lead, t, s, device=q.device)
    for i in range(t):
        for j in range(s):
            scores[..., i, j] = (q[..., i, :] * k[..., j, :]).sum(dim=-1)
    return scores / math.sqrt(q.shape[-1])
