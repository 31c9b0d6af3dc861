# track: torch
# exercise: scaling
# why: builds the scale as torch.rsqrt(torch.tensor(float(d_k))), a float32 tensor, so float64 scores are scaled by a float32-rounded factor
# kind: relation
# diagnosis: scale-float32, float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    inv_scale = torch.rsqrt(torch.tensor(float(d_k)))
    return (q @ k.transpose(-2, -1)) * inv_scale
