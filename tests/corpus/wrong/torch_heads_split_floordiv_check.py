# track: torch
# exercise: heads
# why: checks divisibility with width // n_heads == 0 instead of width % n_heads, so a width that n_heads does not divide gets through and the reshape raises RuntimeError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs (..., T, H*d_h); got {tuple(x.shape)}")
    width = x.shape[-1]
    if n_heads < 1 or width // n_heads == 0:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    *lead, t, _ = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
