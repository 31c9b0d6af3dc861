# track: numpy
# exercise: heads
# why: split_heads reshapes with np.reshape(x, (..., T, H, d_h), order="K") "to keep the memory order", the order astype and copy accept; reshape refuses order 'K' with ValueError, so every valid split (and so every multi-head call) raises
# kind: crash
# diagnosis: crash,error-on-valid

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs (..., T, H*d_h); got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    parts = np.reshape(x, (*lead, t, n_heads, width // n_heads), order="K")
    return np.swapaxes(parts, -3, -2)
