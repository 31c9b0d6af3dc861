# track: torch
# exercise: heads
# why: split_heads handles a width that n_heads does not divide by cutting the leftover features off (x[..., :n_heads * d_h], "the last features do not fill a head") instead of raising ValueError; valid widths are split correctly
# kind: error
# diagnosis: error-not-raised


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1:
        raise ValueError(f"n_heads must be at least 1; got {n_heads}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    if d_h == 0:
        raise ValueError(f"n_heads={n_heads} is larger than the width {width}")
    x = x[..., : n_heads * d_h]
    return x.reshape(*lead, t, n_heads, d_h).transpose(-3, -2)
