# track: torch
# exercise: heads
# why: merge_heads moves the axes with torch.einsum('h...td->...thd', x), the ellipsis written after the head letter, so einsum takes the FIRST axis as the heads: right for unbatched (H, T, d_h) input, but a batched (B, H, T, d_h) becomes (H, T, B, d_h) and the reshape to (B, T, H*d_h) scrambles batch elements and heads
# kind: axes
# diagnosis: fixed-leading-axes, fails-with-leading-axes
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return torch.einsum("h...td->...thd", x).reshape(*lead, t, h * d_h)
