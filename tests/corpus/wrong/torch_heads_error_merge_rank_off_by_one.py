# track: torch
# exercise: heads
# why: merge_heads guards its rank with "if x.dim() <= 3: raise ValueError", an off-by-one for "< 3", so the valid unbatched (H, T, d_h) heads are rejected with ValueError, and multi-head attention on an unbatched (T, D) input raises with them
# kind: error
# diagnosis: error-on-valid


def merge_heads(x):
    if x.dim() <= 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
