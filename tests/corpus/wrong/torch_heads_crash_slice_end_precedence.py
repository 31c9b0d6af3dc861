# track: torch
# exercise: heads
# why: split_heads cuts head h as x[..., h * d_h:h + 1 * d_h], meaning (h + 1) * d_h as the end; * binds tighter than +, so the end is h + d_h and every head after the first is narrower than d_h (or empty), and torch.stack of the unequal slices raises RuntimeError whenever d_h > 1 and there are 2 or more heads
# kind: crash
# diagnosis: crash, fails-with-several-heads
import torch


def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    heads = [x[..., h * d_h:h + 1 * d_h] for h in range(n_heads)]
    return torch.stack(heads, dim=-3)  # (..., H, T, d_h)
