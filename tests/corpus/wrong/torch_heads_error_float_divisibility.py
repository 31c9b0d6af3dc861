# track: torch
# exercise: heads
# why: split_heads tests the head count only with width / n_heads != width // n_heads ("true and floor division agree when n_heads divides the width"), so n_heads = 0 raises ZeroDivisionError and a negative divisor passes to reshape, which raises RuntimeError, instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    *lead, t, width = x.shape
    if width / n_heads != width // n_heads:
        raise ValueError(f"n_heads={n_heads} does not divide the width {width}")
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
