# track: numpy
# exercise: heads
# why: split_heads requires n_heads >= 2 ("one head is not multi-head attention"), so the valid n_heads=1 raises ValueError in split_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"x must be (..., T, H*d_h), got {x.shape}")
    if n_heads < 2 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be at least 2 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
