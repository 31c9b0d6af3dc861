# track: torch
# exercise: heads
# why: split_heads rejects only n_heads == 0 (the division by zero) and widths n_heads does not divide; a negative n_heads divides the width (8 % -2 == 0) and reaches reshape, which raises RuntimeError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads == 0 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
