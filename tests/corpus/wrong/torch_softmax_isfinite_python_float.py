# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature with torch.isfinite(temperature), which only takes tensors, so every call with a Python float raises TypeError
# kind: crash
# diagnosis: crash
import torch


def stable_softmax(scores, temperature=1.0):
    if not torch.isfinite(temperature) or temperature <= 0:
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
