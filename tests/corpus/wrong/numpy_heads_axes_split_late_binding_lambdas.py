# track: numpy
# exercise: heads
# why: split_heads builds one slicing function per head, [lambda a: a[..., h*d_h:(h+1)*d_h] for h in range(n_heads)], and applies them afterwards; Python closures read h when called, so every head gets the last head's features, and multi-head attention attends with H copies of the last head
# kind: axes
# diagnosis: fails-with-several-heads
# miss: no relation names H copies of the last head's features


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    cutters = [lambda a: a[..., h * d_h:(h + 1) * d_h] for h in range(n_heads)]
    return np.stack([cut(x) for cut in cutters], axis=-3)
