# track: torch
# exercise: heads
# why: split_heads writes its check with the element-wise | of mask code, "if n_heads < 1 | width % n_heads:", and | binds tighter than <, so Python reads n_heads < (1 | width % n_heads): a head count that does not divide the width passes the check and reshape raises RuntimeError, and n_heads = 0 raises ZeroDivisionError, instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    *lead, t, width = x.shape
    if n_heads < 1 | width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
