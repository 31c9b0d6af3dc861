# track: torch
# exercise: scaling
# why: builds the scale "in double for precision" as torch.tensor([d_k], dtype=torch.float64).sqrt(), a one-element 1-D tensor rather than a 0-d scalar, so it takes part in type promotion and float32 scores come back as float64
# kind: rules
# diagnosis: dtype-changed,dtype-float64


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    scale = torch.tensor([q.shape[-1]], dtype=torch.float64, device=q.device).sqrt()
    return (q @ k.transpose(-2, -1)) / scale
