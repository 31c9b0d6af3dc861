# track: torch
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and then transposes the last two axes (-2, -1) instead of (-3, -2), returning (..., T, d_h, H)
# kind: axes
# diagnosis: permuted

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("need 2 axes")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must divide the width")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-2, -1)
