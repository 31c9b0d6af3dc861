# track: torch
# exercise: heads
# why: merge_heads collects the heads as a generator expression, checks them with all(p.dim() >= 2 for p in parts), and then joins torch.cat(list(parts), dim=-1); all() has already run the generator to its end, so list(parts) is empty and torch.cat raises on every valid call (multi-head attention with it)
# kind: crash
# diagnosis: crash
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    parts = (x[..., h, :, :] for h in range(x.shape[-3]))  # each (..., T, d_h)
    if not all(p.dim() >= 2 for p in parts):
        raise ValueError("every head must be (..., T, d_h)")
    return torch.cat(list(parts), dim=-1)
