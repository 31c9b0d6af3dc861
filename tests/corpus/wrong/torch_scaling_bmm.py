# track: torch
# exercise: scaling
# why: uses torch.bmm, which takes exactly 3-D tensors with equal batch sizes, so 2-D, 4-D and broadcast inputs raise RuntimeError
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes, crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.bmm(q, k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
