# track: torch
# exercise: heads
# why: merge_heads "swaps the axes" with x.mT before the reshape, x.mT.reshape(*lead, T, H*d_h); .mT transposes the last two axes (T and d_h), not H and T, so the reshape lays the (..., H, d_h, T) entries out row after row and every merged row mixes features of several positions and heads (the shape is right)
# kind: axes
# diagnosis: merge-no-transpose,reshaped-transpose

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    *lead, h, t, d_h = x.shape
    return x.mT.reshape(*lead, t, h * d_h)  # swap, then join the heads
