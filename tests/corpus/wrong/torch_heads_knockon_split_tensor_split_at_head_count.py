# track: torch
# exercise: heads
# why: split_heads cuts the features with x.tensor_split(list(range(n_heads, width, n_heads)), dim=-1), giving tensor_split the cut indices as multiples of the head COUNT where multiples of the head width d_h belong, so it makes d_h pieces of width H (right only when H == d_h), and multi_head_self_attention attends with the wrong heads or fails on them
# kind: knockon
# diagnosis: split-sizes-swapped, fails-with-several-heads
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    cuts = list(range(n_heads, width, n_heads))  # where one head ends and the next begins
    return torch.stack(x.tensor_split(cuts, dim=-1), dim=-3)
