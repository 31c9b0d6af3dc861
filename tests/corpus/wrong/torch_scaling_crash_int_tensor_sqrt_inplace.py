# track: torch
# exercise: scaling
# why: scaled_scores builds the scale as torch.tensor(q.shape[-1]).sqrt_(), an in-place square root on an int64 tensor, and PyTorch cannot write the float result back into a Long tensor, so every valid call raises RuntimeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = torch.tensor(q.shape[-1], device=q.device).sqrt_()
    return (q @ k.transpose(-2, -1)) / scale
