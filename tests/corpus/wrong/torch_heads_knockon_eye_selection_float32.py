# track: torch
# exercise: heads
# why: split_heads picks each head's features with a selection matrix, torch.einsum("...tj,jhd->...htd", x, torch.eye(width).reshape(width, H, d_h)); torch.eye is made without dtype=, so it is float32 and the einsum raises RuntimeError for float64 x, in split_heads and in multi-head attention
# kind: knockon
# diagnosis: dtype-mixed
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    width = x.shape[-1]
    select = torch.eye(width, device=x.device).reshape(width, n_heads, width // n_heads)
    return torch.einsum("...tj,jhd->...htd", x, select)
