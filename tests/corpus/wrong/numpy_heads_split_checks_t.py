# track: numpy
# exercise: heads
# why: split_heads checks that n_heads divides T (x.shape[-2]) instead of the width x.shape[-1]
# kind: error-case
# diagnosis: error-on-valid, error-not-raised


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got {x.shape}")
    if n_heads < 1 or x.shape[-2] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-2]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
