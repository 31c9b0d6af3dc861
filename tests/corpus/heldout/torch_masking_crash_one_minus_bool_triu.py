# track: torch
# exercise: masking
# why: causal_mask builds the visible triangle as 1 - torch.triu(torch.ones(t, t, dtype=torch.bool, device=device), diagonal=1) ("everything but the strict upper triangle", the NumPy habit of 1 - mask); PyTorch refuses subtraction on a bool tensor, so every call raises RuntimeError
# kind: crash
# diagnosis: crash
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    future = torch.triu(torch.ones(t, t, dtype=torch.bool, device=device), diagonal=1)
    return 1 - future  # everything that is not in the future
