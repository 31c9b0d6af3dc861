# track: numpy
# exercise: heads
# why: merge_heads ends its return line with a stray comma, return np.swapaxes(x, -3, -2).reshape(...),  which makes it return a 1-tuple holding the array instead of the np.ndarray; multi-head attention's tuple @ w_o turns that tuple into an array with an extra leading axis of length 1, so its output comes back (1, ..., T, D)
# kind: rules
# diagnosis: wrong-array-type

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h),
