# track: torch
# exercise: heads
# why: merge_heads collects the heads with torch.stack(x.unbind(-3), dim=-1) and flattens the last two axes; stacking at dim=-1 puts the head axis after d_h, so feature j*H + h comes from head h: the heads come out interleaved instead of side by side
# kind: axes
# diagnosis: split-interleaved, reordered
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.stack(x.unbind(-3), dim=-1).flatten(-2)
