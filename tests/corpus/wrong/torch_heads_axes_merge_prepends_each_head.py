# track: torch
# exercise: heads
# why: merge_heads collects the heads in a list with parts.insert(0, x[..., h, :, :]) ("put each head in front of the features gathered so far") and joins them with torch.cat(parts, dim=-1); prepending reverses the list, so head H-1 lands in features [0, d_h) and head 0 in the last block
# kind: axes
# diagnosis: reordered, axis-flipped, blocks-reversed

import torch


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    parts = []
    for h in range(x.shape[-3]):
        parts.insert(0, x[..., h, :, :])  # (..., T, d_h)
    return torch.cat(parts, dim=-1)  # (..., T, H*d_h)
