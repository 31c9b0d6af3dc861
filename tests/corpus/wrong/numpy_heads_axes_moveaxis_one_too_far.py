# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and moves the head axis with np.moveaxis(r, -2, -4), counting "the fourth axis from the end" in the (B, H, T, d_h) it wants; the destination just before T is -3, so an unbatched (T, D) input raises (axis -4 out of bounds) and with batch axes the heads land in front of the last batch axis, in split_heads and in multi-head attention
# kind: axes
# diagnosis: split-heads-first


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)
    return np.moveaxis(r, -2, -4)
