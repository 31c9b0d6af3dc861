# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and then moves the T axis with np.moveaxis(x, -3, -1) (to the end) instead of swapping it with H, so the heads come out (..., H, d_h, T), each head transposed
# kind: axes-shapes
# diagnosis: transposed,permuted


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.moveaxis(x.reshape(*lead, t, n_heads, width // n_heads), -3, -1)
