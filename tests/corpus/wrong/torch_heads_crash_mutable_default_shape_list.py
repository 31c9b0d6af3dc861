# track: torch
# exercise: heads
# why: split_heads builds the target shape with the student's helper _heads_shape(lead, t, n_heads, d_h, shape=[]), which extends its default list and returns it; a mutable default is made once, so from the second call on the list still holds every earlier call's sizes and reshape raises RuntimeError
# kind: crash
# diagnosis: crash, stale-result:shape, stale-result:kept-raise
import torch


def _heads_shape(lead, t, n_heads, d_h, shape=[]):
    shape.extend(lead)
    shape.extend((t, n_heads, d_h))
    return shape


def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(_heads_shape(lead, t, n_heads, width // n_heads)).transpose(-3, -2)
