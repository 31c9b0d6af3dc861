# track: numpy
# exercise: heads
# why: merge_heads swaps H and T into a copy and returns merged.resize(*lead, T, H * d_h), taking ndarray.resize for reshape; resize changes the array in place and returns None, so merge_heads returns None (and multi-head attention then fails on None @ w_o)
# kind: rules
# diagnosis: returned-none, none-returned


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    merged = np.swapaxes(x, -3, -2).copy()
    return merged.resize(*lead, t, h * d_h)
