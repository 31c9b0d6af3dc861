# track: torch
# exercise: heads
# why: split_heads writes its check as "if not 1 <= n_heads and x.shape[-1] % n_heads", meaning "not (a valid count that divides)"; not binds tighter than and, so a positive n_heads that does not divide the width passes, and reshape raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if not 1 <= n_heads and x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
