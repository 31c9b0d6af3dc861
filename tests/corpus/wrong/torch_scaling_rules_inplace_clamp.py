# track: torch
# exercise: scaling
# why: scaled_scores guards against huge queries and keys with q.clamp_(-1e4, 1e4) and k.clamp_(-1e4, 1e4) before the product ("keep the scores finite"), in-place clamps on the caller's tensors; ordinary values are unchanged, but on q or k that require grad (leaf tensors) the in-place call raises RuntimeError, so the scores cannot be differentiated
# kind: rules
# diagnosis: in-place-autograd,input-changed


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q.clamp_(-1e4, 1e4)
    k.clamp_(-1e4, 1e4)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
