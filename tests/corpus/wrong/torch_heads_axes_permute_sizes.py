# track: torch
# exercise: heads
# why: merge_heads unpacks *lead, h, t, d_h = x.shape and swaps H and T with x.permute(*lead, -2, -3, -1), passing the leading axes' SIZES where permute wants their dimension indices; unbatched (H, T, d_h) heads have no lead and work, but with any batch axis permute gets a size as a dim (a repeated or out-of-range dim) and raises, in merge_heads and in multi-head attention through it
# kind: axes
# diagnosis: fixed-ndim


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.permute(*lead, -2, -3, -1).reshape(*lead, t, h * d_h)
