# track: torch
# exercise: heads
# why: split_heads tests x.shape[-1] % n_heads before n_heads < 1, so n_heads=0 raises ZeroDivisionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("need 2 axes")
    if x.shape[-1] % n_heads or n_heads < 1:
        raise ValueError("n_heads must divide the width")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
