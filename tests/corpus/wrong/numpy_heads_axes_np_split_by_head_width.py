# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, width // n_heads, axis=-1) and stacks the pieces on axis -3, passing the head width where np.split takes the number of pieces, so it makes d_h heads of width H instead of H heads of width d_h
# kind: axes
# diagnosis: split-sizes-swapped

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs (..., T, H*d_h); got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return np.stack(np.split(x, d_h, axis=-1), axis=-3)
