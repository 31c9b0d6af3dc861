# track: numpy
# exercise: heads
# why: merges with np.moveaxis(x, -3, -1), putting H after d_h, then flattens, so feature j*H + h comes from head h: the heads are interleaved instead of laid side by side
# kind: axes
# diagnosis: split-interleaved,permuted,merge-no-transpose,reordered


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return np.moveaxis(x, -3, -1).reshape(*lead, t, h * d_h)
