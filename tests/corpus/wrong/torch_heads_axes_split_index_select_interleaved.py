# track: torch
# exercise: heads
# why: split_heads gathers each head's features with x.index_select(-1, idx[h]) from an index table built as torch.arange(width).reshape(d_h, n_heads).T ("row h lists head h's features"); reshaping to (d_h, H) and transposing gives row h the features h, h + H, h + 2H, ..., so every head takes interleaved features instead of the block [h*d_h, (h+1)*d_h)
# kind: axes
# diagnosis: split-interleaved
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    d_h = width // n_heads
    idx = torch.arange(width, device=x.device).reshape(d_h, n_heads).T  # (H, d_h)
    return torch.stack([x.index_select(-1, idx[h]) for h in range(n_heads)], dim=-3)
