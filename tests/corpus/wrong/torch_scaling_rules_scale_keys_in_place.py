# track: torch
# exercise: scaling
# why: scaled_scores folds the scale into the keys in place and undoes it afterwards (k.mul_(s) under torch.no_grad(), the product, then k.div_(s)) "to avoid allocating a scaled copy"; the matmul saved k for its backward, so every gradient through the scores fails (modified by an inplace operation), and the caller's keys come back multiplied and divided, off by rounding
# kind: rules
# diagnosis: in-place-autograd,input-changed
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    s = 1 / math.sqrt(q.shape[-1])
    with torch.no_grad():
        k.mul_(s)
    try:
        return q @ k.transpose(-2, -1)
    finally:
        with torch.no_grad():
            k.div_(s)
