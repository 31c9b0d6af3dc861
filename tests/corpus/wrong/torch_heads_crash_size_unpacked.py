# track: torch
# exercise: heads
# why: split_heads unpacks *lead, t, width = x.size, the NumPy habit of an attribute, but Tensor.size is a method; unpacking the bound method raises TypeError on every valid call, in split_heads and in multi-head attention
# kind: crash
# diagnosis: crash

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.size
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
