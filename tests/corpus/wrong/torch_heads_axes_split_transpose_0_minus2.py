# track: torch
# exercise: heads
# why: split_heads brings the heads forward with x.reshape(..., T, H, d_h).transpose(0, -2), taking axis 0 for the positions; that swaps T and H only for an unbatched (T, D) input, and with a batch axis it swaps the batch with the heads instead, giving (H, T, B, d_h) where (B, H, T, d_h) belongs
# kind: axes
# diagnosis: transposed, permuted, split-heads-first, fixed-leading-axes
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return r.transpose(0, -2)  # heads before positions
