# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.H, the conjugate transpose of the linear-algebra notes (K^H, equal to K^T for real keys); Tensor.H is defined only for 2-D tensors, so every batched or multi-head call raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.H) / math.sqrt(q.shape[-1])
