# track: torch
# exercise: heads
# why: split_heads raises ValueError when there are more heads than positions (n_heads > T, "each head needs a position to look at"), confusing the head count with the sequence length; valid short inputs such as 2 positions split into 4 heads are rejected, in split_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    if n_heads > x.shape[-2]:
        raise ValueError(f"n_heads={n_heads} is larger than the number of positions {x.shape[-2]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
