# track: torch
# exercise: heads
# why: split_heads insists on a batch axis, raising ValueError unless x.dim() == 3 ("x is (batch, T, D)"), so unbatched (T, D) inputs and inputs with more leading axes are rejected; multi_head_self_attention, which is right, fails through it on those inputs
# kind: knockon
# diagnosis: error-on-valid, fails-unless-ndim
import torch


def split_heads(x, n_heads):
    if x.dim() != 3:
        raise ValueError(f"split_heads needs x (batch, T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
