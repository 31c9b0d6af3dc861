# track: torch
# exercise: scaling
# why: scaled_scores computes its factor on a line that ends with a stray comma, scale = 1.0 / math.sqrt(q.shape[-1]), so scale is a one-element tuple, and multiplying a tensor by a tuple raises TypeError on every valid call
# kind: crash
# diagnosis: crash
def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1]),
    return (q @ k.transpose(-2, -1)) * scale
