# track: numpy
# exercise: heads
# why: merge_heads reshapes (..., H, T, d_h) straight to (..., T, H*d_h) without swapping H and T
# diagnosis: merge-no-transpose


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    return x.reshape(*lead, t, h * d_h)
