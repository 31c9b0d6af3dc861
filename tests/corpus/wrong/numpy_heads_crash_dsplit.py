# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.dsplit(x, n_heads) ("depth-wise" read as the last axis), but dsplit always splits axis 2: a 2-D (T, D) input raises ValueError ("dsplit only works on arrays of 3 or more dimensions"), 4-D inputs are cut along T, and only (B, T, D) works
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes, error-on-valid, crash

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = np.dsplit(x, n_heads)  # H arrays (..., T, d_h)
    return np.stack(pieces, axis=-3)  # (..., H, T, d_h)
