# track: torch
# exercise: heads
# why: split_heads and merge_heads port PaddlePaddle's MultiHeadAttention (_prepare_qkv: reshape(q, shape=[0, 0, num_heads, head_dim]) then transpose perm=[0, 2, 1, 3]), where a 0 in Paddle's reshape means "copy this dimension"; torch's reshape reads 0 as a size of 0, so every valid call raises RuntimeError (shape invalid for input), in both functions and in multi-head attention
# kind: public
# diagnosis: crash, fixed-leading-axes
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    head_dim = x.shape[-1] // n_heads
    x = x.reshape(0, 0, n_heads, head_dim)  # Paddle: [0, 0, ...] keeps batch and length
    return x.permute(0, 2, 1, 3)


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    x = x.permute(0, 2, 1, 3)
    return x.reshape(0, 0, x.shape[2] * x.shape[3])
