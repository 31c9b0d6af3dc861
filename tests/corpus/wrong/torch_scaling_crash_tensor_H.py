# track: torch
# exercise: scaling
# why: transposes the keys with k.H, the conjugate-transpose property, taking it for a batched .mT; Tensor.H only accepts 2-D matrices, so keys with any batch or head axis raise RuntimeError (right only for 2-D keys)
# kind: crash
# diagnosis: fixed-ndim, transpose-all-axes, fixed-leading-axes, crash

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.H) / math.sqrt(q.shape[-1])
