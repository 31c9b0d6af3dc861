# track: torch
# exercise: scaling
# why: scaled_scores takes its scale as torch.float_power(torch.full_like(q[..., :1, :1], d_k), -0.5) ("a negative power needs float_power"); torch.float_power always computes in and returns float64, and that scale tensor has axes of its own, so it promotes the scores of float32 inputs to float64
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k have different d_k")
    scale = torch.float_power(torch.full_like(q[..., :1, :1], q.shape[-1]), -0.5)
    return (q @ k.transpose(-2, -1)) * scale
