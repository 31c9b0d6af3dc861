# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.cat(torch.split(x, 1, dim=-3), dim=-1) and drops the leftover head axis with a bare .squeeze(), which removes EVERY axis of length 1: with one position (T = 1), a batch axis of length 1 or a merged width of 1 those axes disappear too, so the result loses axes the contract keeps
# kind: axes
# diagnosis: missing-axis
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.cat(torch.split(x, 1, dim=-3), dim=-1).squeeze()
