# track: torch
# exercise: heads
# why: merge_heads swaps H and T with x.transpose_(-3, -2), which transposes the caller's tensor in place before reshaping
# kind: in-place
# diagnosis: input-changed


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    x.transpose_(-3, -2)
    return x.reshape(*lead, t, h * d_h)
