# track: numpy
# exercise: heads
# why: split_heads assumes exactly one batch axis (B, T, D) and transposes (0, 2, 1, 3)
# diagnosis: fixed-leading-axes


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2 or n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width of {x.shape}")
    if x.ndim == 2:
        x = x[None]
    b, t, width = x.shape
    return x.reshape(b, t, n_heads, width // n_heads).transpose(0, 2, 1, 3)
