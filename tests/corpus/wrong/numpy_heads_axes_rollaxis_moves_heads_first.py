# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and then calls np.rollaxis(r, -2) to bring the head axis in front of T, but rollaxis without a start position rolls the axis all the way to the front, so with batch axes the heads come first, (H, ..., T, d_h); unbatched input is right
# kind: axes
# diagnosis: split-heads-first, permuted, fails-with-leading-axes


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return np.rollaxis(r, -2)  # move H back in front of T
