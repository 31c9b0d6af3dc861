# track: numpy
# exercise: heads
# why: split_heads unpacks *lead, t, width = x.shape and then calls x.reshape(lead, t, n_heads, d_h) without the star, handing reshape a list where an int belongs, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"x must be (..., T, H*d_h), got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    parts = x.reshape(lead, t, n_heads, d_h)  # (..., T, H, d_h)
    return np.swapaxes(parts, -3, -2)
