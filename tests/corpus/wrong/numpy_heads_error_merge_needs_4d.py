# track: numpy
# exercise: heads
# why: merge_heads accepts only 4-D input (if x.ndim != 4: raise ValueError, "batch, heads, time, features"), so valid unbatched (H, T, d_h) heads and heads with more leading axes are rejected
# kind: error
# diagnosis: error-on-valid

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim != 4:
        raise ValueError("merge_heads needs (B, H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
