# track: torch
# exercise: heads
# why: merge_heads makes the swapped heads contiguous with .contiguous(memory_format=torch.preserve_format) ("keep whatever layout the heads had") before .view; preserve_format is a format for clone and empty_like, and contiguous refuses it with RuntimeError, so every valid call of merge_heads, and of multi-head attention, raises
# kind: crash
# diagnosis: crash
import torch


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    if x.dim() < 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    *lead, h, t, d_h = x.shape
    swapped = x.transpose(-3, -2).contiguous(memory_format=torch.preserve_format)
    return swapped.view(*lead, t, h * d_h)
