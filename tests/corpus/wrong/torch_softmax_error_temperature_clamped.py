# track: torch
# exercise: softmax
# why: stable_softmax makes the temperature safe with torch.as_tensor(temperature).clamp(min=1e-6) instead of rejecting it, so 0 and negative temperatures are silently replaced by 1e-6 and never raise ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def stable_softmax(scores, temperature=1.0):
    temp = torch.as_tensor(temperature, dtype=scores.dtype, device=scores.device).clamp(min=1e-6)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
