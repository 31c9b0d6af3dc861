# track: torch
# exercise: heads
# why: split_heads computes the head width with true division, x.unflatten(-1, (n_heads, width / n_heads)); width / n_heads is a float even when it divides evenly, and unflatten takes only ints, so every valid call raises TypeError (and multi-head attention with it)
# kind: crash
# diagnosis: crash
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    width = x.shape[-1]
    return x.unflatten(-1, (n_heads, width / n_heads)).transpose(-3, -2)
