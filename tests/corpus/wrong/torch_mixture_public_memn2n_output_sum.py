# track: torch
# exercise: mixture
# why: weighted_mixture ports the output read of End-To-End Memory Networks (the common PyTorch port's o = torch.sum(p.unsqueeze(2) * c, 1)), written for one weight row per batch element, p (B, M) and memory c (B, M, d): with the kit's (T, S) weights it happens to be right, but with any batch or head axis unsqueeze(2) and the sum over dim 1 take the wrong axes, so batched weights raise or mix the wrong entries
# kind: public
# diagnosis: fixed-leading-axes, fails-with-leading-axes, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return torch.sum(weights.unsqueeze(2) * values, 1)
