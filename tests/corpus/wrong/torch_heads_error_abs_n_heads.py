# track: torch
# exercise: heads
# why: split_heads normalises the head count with n_heads = abs(int(n_heads)) before checking it ("a sign slip in a config should not crash the model"), so a negative n_heads that divides the width is silently split into |n_heads| heads instead of raising ValueError, in split_heads and in multi-head attention
# kind: error
# diagnosis: error-not-raised


def split_heads(x, n_heads):
    n_heads = abs(int(n_heads))
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
