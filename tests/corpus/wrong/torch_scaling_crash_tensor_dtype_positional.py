# track: torch
# exercise: scaling
# why: scaled_scores makes the scale in the inputs' dtype with torch.tensor(q.shape[-1], q.dtype).sqrt(), passing the dtype positionally; torch.tensor takes the data as its only positional argument, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k have different d_k")
    scale = torch.tensor(q.shape[-1], q.dtype).sqrt()
    return (q @ k.transpose(-2, -1)) / scale
