# track: torch
# exercise: heads
# why: split_heads raises ValueError when the heads would be one feature wide ("too narrow to attend with"), although any n_heads that divides the width is valid, so split_heads and multi-head attention with n_heads equal to the width reject valid calls
# kind: error
# diagnosis: error-on-valid, bad-inner-call


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    if x.shape[-1] // n_heads < 2:
        raise ValueError(f"heads of width {x.shape[-1] // n_heads} are too narrow; use fewer heads")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
