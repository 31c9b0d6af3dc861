# track: numpy
# exercise: heads
# why: split_heads starts with n_heads = n_heads or 1 ("no heads given: one head"), so n_heads=0 is silently treated as a single head and returns (..., 1, T, D) instead of raising ValueError; negative and non-dividing head counts still raise
# kind: error
# diagnosis: error-not-raised


def split_heads(x, n_heads):
    x = np.asarray(x)
    n_heads = n_heads or 1
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
