# track: torch
# exercise: masking
# why: causal_mask writes the triangle straight into a bool buffer, torch.tril(torch.ones(t, t), out=torch.empty(t, t, dtype=torch.bool)), but the ones are float and torch will not cast a float result into a bool out= tensor, so every call raises RuntimeError
# kind: crash
# diagnosis: dtype-mixed, crash
import torch


def causal_mask(t, device=None):
    out = torch.empty(t, t, dtype=torch.bool, device=device)
    torch.tril(torch.ones(t, t, device=device), out=out)
    return out
