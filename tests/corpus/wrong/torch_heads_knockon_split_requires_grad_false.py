# track: torch
# exercise: heads
# why: split_heads marks its result with .requires_grad_(False) ("the heads are reshaped data, not parameters"); torch refuses to change that flag on a non-leaf tensor, so every call on an x that requires grad raises RuntimeError, and multi-head attention fails through it whenever its inputs need gradients
# kind: knockon
# diagnosis: crash, no-gradient
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    return heads.requires_grad_(False)
