# track: numpy
# exercise: heads
# why: split_heads reshapes straight to (..., H, T, d_h) without the swap, mixing positions across heads
# diagnosis: split-reshape


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2 or n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width of {x.shape}")
    *lead, t, width = x.shape
    return x.reshape(*lead, n_heads, t, width // n_heads)
