# track: torch
# exercise: heads
# why: split_heads unflattens the features and moves the heads in front of T with permute(*range(x.dim() - 1), -2, -3, -1), counting the leading axes from x before the unflatten added one; range(x.dim() - 2) was meant, so permute always gets one axis too many and every valid call raises RuntimeError, in split_heads and in multi-head attention
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    r = x.unflatten(-1, (n_heads, x.shape[-1] // n_heads))  # (..., T, H, d_h)
    return r.permute(*range(x.dim() - 1), -2, -3, -1)
