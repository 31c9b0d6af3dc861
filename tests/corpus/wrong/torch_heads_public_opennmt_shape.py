# track: torch
# exercise: heads
# why: split_heads ports OpenNMT-py's MultiHeadedAttention shape(x), x.view(batch_size, -1, head_count, dim_per_head).transpose(1, 2) with batch_size = x.size(0), written for (B, T, D): an unbatched (T, D) input is read as T batches of one position, and more leading axes are folded into the positions
# kind: public
# diagnosis: fixed-leading-axes, fails-unless-ndim
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    batch_size = x.size(0)
    head_count = n_heads
    dim_per_head = x.size(-1) // head_count
    return x.reshape(batch_size, -1, head_count, dim_per_head).transpose(1, 2)
