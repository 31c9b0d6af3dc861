# track: torch
# exercise: heads
# why: merge_heads swaps H and T correctly and then joins with .flatten(-3), giving flatten only its start axis; flatten(-3) joins every axis from -3 to the end, T included, so the result is (..., T*H*d_h) instead of (..., T, H*d_h)
# kind: axes
# diagnosis: axes-folded
def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    return x.transpose(-3, -2).flatten(-3)
