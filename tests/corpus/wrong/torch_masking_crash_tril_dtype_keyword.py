# track: torch
# exercise: masking
# why: causal_mask calls torch.tril(torch.ones(t, t, device=device), dtype=torch.bool), handing the dtype to tril as the factory functions take it; torch.tril has no dtype argument, so every call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def causal_mask(t, device=None):
    return torch.tril(torch.ones(t, t, device=device), dtype=torch.bool)
