# track: numpy
# exercise: heads
# why: split_heads marks its input read-only with x.setflags(write=False) "so the heads, which are views of x, cannot be written by mistake"; np.asarray hands back the caller's own array, so the caller's x is left read-only after the call (the heads are right)
# kind: rules
# diagnosis: input-flag-changed


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    x.setflags(write=False)
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
