# track: torch
# exercise: heads
# why: split_heads reshapes x.detach() ("splitting only moves numbers around, no gradient is needed"), so the heads leave the autograd graph and no gradient reaches x (nor w_q, w_k, w_v through multi-head attention)
# kind: rules-types
# diagnosis: no-gradient


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.detach().reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
