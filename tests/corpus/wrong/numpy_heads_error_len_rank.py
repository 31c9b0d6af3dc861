# track: numpy
# exercise: heads
# why: merge_heads checks its rank with "if len(x) < 3", the length of the first axis, where x.ndim < 3 was meant, so valid unbatched heads with fewer than 3 heads (and batches of fewer than 3) raise ValueError, in merge_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid


def merge_heads(x):
    x = np.asarray(x)
    if len(x) < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
