# track: torch
# exercise: heads
# why: merge_heads swaps H and T correctly and then joins axes with .flatten(-3, -2), counting the pair to join in the (..., H, T, d_h) layout it started from; after the swap those are T and H, so it returns (..., T*H, d_h), the positions and heads folded together, instead of joining H with d_h into (..., T, H*d_h), and multi-head attention's output projection then meets a d_h-wide last axis
# kind: axes
# diagnosis: axes-folded, matmul-mismatch, reshaped-sizes


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    return x.transpose(-3, -2).flatten(-3, -2)
