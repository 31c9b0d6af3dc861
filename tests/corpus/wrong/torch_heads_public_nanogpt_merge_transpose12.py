# track: torch
# exercise: heads
# why: merge_heads ports nanoGPT's y.transpose(1, 2).contiguous().view(B, T, C) with its fixed axes, x.transpose(1, 2).reshape(*lead, t, h * d_h); transpose(1, 2) swaps H and T only for 4-D (B, H, T, d_h) input: unbatched heads swap T with d_h and deeper inputs swap the wrong axes
# kind: public
# diagnosis: fixed-leading-axes
def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return x.transpose(1, 2).contiguous().reshape(*lead, t, h * d_h)
