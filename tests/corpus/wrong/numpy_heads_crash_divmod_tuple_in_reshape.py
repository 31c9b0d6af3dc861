# track: numpy
# exercise: heads
# why: split_heads computes d_h = divmod(width, n_heads) to get the head width and the remainder in one step, tests d_h[1] for the remainder, but then reshapes with d_h itself (the whole (quotient, remainder) tuple, [0] forgotten), so every valid call raises TypeError and multi-head attention with it
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1:
        raise ValueError(f"n_heads must be at least 1; got {n_heads}")
    *lead, t, width = x.shape
    d_h = divmod(width, n_heads)  # (head width, leftover features)
    if d_h[1] != 0:
        raise ValueError(f"n_heads={n_heads} does not divide the width {width}")
    return np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)
