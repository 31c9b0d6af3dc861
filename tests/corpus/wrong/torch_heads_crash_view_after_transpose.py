# track: torch
# exercise: heads
# why: merge_heads swaps H and T with transpose(-3, -2) and flattens with .view(*lead, t, h * d_h); a transposed tensor is not contiguous, so view raises RuntimeError on every valid input with more than one head and more than one position (.reshape or .contiguous() was needed)
# kind: crash
# diagnosis: crash

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).view(*lead, t, h * d_h)
