# track: torch
# exercise: scaling
# why: scaled_scores computes the scale as torch.tensor(d_k, dtype=torch.float16).sqrt() "in half precision, as on the GPU"; as a 0-d tensor it keeps the scores' dtype, but sqrt(d_k) rounded to float16 (2.8281 for d_k = 8 instead of 2.8284) makes every score off by a constant factor of about 1e-4 in float32 and float64
# kind: relation
# diagnosis: ratio, scale-float32, float32-precision,half-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = torch.tensor(q.shape[-1], dtype=torch.float16, device=q.device).sqrt()
    return (q @ k.transpose(-2, -1)) / scale
