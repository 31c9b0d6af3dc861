# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and brings the heads forward with np.transpose(r, (-2, -3, -1)), naming only the three axes it thinks about; np.transpose needs the order of every axis, so it is right for an unbatched (T, D) input but raises ValueError for every input with a batch or head axis (and multi-head attention on batched x fails)
# kind: axes
# diagnosis: fixed-ndim,transpose-two-axes


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return np.transpose(r, (-2, -3, -1))  # (..., H, T, d_h)
