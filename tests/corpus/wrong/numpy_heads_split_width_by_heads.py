# track: numpy
# exercise: heads
# why: split_heads reshapes the width to (d_h, H) and moves the last axis forward, so head h gets the interleaved features h, h+H, h+2H... instead of a block of d_h neighbours
# kind: axes-shapes
# diagnosis: split-interleaved


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    return np.moveaxis(x.reshape(*lead, t, d_h, n_heads), -1, -3)  # (..., H, T, d_h)
