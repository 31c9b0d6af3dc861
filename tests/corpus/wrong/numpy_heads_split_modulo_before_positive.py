# track: numpy
# exercise: heads
# why: split_heads tests "width % n_heads" before "n_heads < 1", so n_heads=0 raises ZeroDivisionError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if x.shape[-1] % n_heads != 0:
        raise ValueError(f"n_heads={n_heads} does not divide the width {x.shape[-1]}")
    if n_heads < 1:
        raise ValueError(f"n_heads must be at least 1; got {n_heads}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
