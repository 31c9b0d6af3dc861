# track: torch
# exercise: heads
# why: split_heads returns its heads as .contiguous(memory_format=torch.channels_last) "so each head's features are laid out for the attention matmuls"; channels_last exists only for 4-D tensors, so splitting an unbatched (T, D) or a doubly batched input raises RuntimeError, and multi_head_self_attention fails with it on those inputs
# kind: knockon
# diagnosis: crash, fixed-ndim
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    return heads.contiguous(memory_format=torch.channels_last)
