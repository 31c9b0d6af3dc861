# track: numpy
# exercise: heads
# why: split_heads also requires the head count to be a power of two (n_heads & (n_heads - 1) must be 0, "heads are split by halving the width, as fused kernels expect"), so valid head counts such as 3, 5 or 6 that divide the width raise ValueError, in split_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    if n_heads & (n_heads - 1):
        raise ValueError(f"n_heads={n_heads} must be a power of two")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
