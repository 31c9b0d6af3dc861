# track: torch
# exercise: heads
# why: merge_heads moves the axes with torch.einsum("...htd->...tdh", x) before reshaping to (..., T, H*d_h), putting the head axis last instead of just after T, so the merged features are laid out feature-major (feature j of head h lands at j*H + h) instead of head by head
# kind: axes
# diagnosis: reordered, fails-with-several-heads
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return torch.einsum("...htd->...tdh", x).reshape(*lead, t, h * d_h)
