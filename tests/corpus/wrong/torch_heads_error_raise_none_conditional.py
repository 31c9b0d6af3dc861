# track: torch
# exercise: heads
# why: split_heads writes its check as one conditional expression, raise ValueError(...) if n_heads < 1 or width % n_heads else None; for a valid head count that evaluates to 'raise None', which itself raises TypeError, so every valid call of split_heads (and of multi-head attention) fails while the bad head counts still raise ValueError
# kind: error
# diagnosis: crash


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    *lead, t, width = x.shape
    raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}") if n_heads < 1 or width % n_heads else None
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
