# track: torch
# exercise: heads
# why: merges with x.permute(..., T, d_h, H) before the reshape (the axes of one head's features and the heads swapped), so the merged features come interleaved: feature j*H + h from head h
# kind: axes
# diagnosis: reordered,merge-no-transpose


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return x.movedim(-3, -1).reshape(*lead, t, d_h * h)
