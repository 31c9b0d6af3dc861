# track: torch
# exercise: scaling
# why: scaled_scores multiplies by torch.rsqrt(q.shape[-1]) "as the fused kernels multiply by rsqrt(d_k)", but torch.rsqrt only takes a tensor and q.shape[-1] is a Python int, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )

    return (q @ k.transpose(-2, -1)) * torch.rsqrt(q.shape[-1])  # multiply by 1/sqrt(d_k)
