# track: numpy
# exercise: heads
# why: split_heads returns the Python list of per-head arrays from np.split instead of one (..., H, T, d_h) array
# kind: array-type
# diagnosis: wrong-array-type


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.split(x, n_heads, axis=-1)
