# track: numpy
# exercise: heads
# why: split_heads slices the heads out in a comprehension written "for h in n_heads" where range(n_heads) was meant; an int is not iterable, so every valid call of split_heads raises TypeError, and multi-head attention with it
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return np.stack([x[..., h * d_h:(h + 1) * d_h] for h in n_heads], axis=-3)
