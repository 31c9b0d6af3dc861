# track: numpy
# exercise: heads
# why: split_heads unpacks *lead, t, width = x.shape (so lead is a list) and reshapes with lead + (t, n_heads, d_h), a list plus a tuple, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    return np.swapaxes(x.reshape(lead + (t, n_heads, d_h)), -3, -2)
