# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and then swaps axis 0 with the head axis, np.swapaxes(r, 0, -2), taking axis 0 for the positions: right for an unbatched (T, D) input, but with a batch axis it swaps the batch with the heads, (H, T, B, d_h) instead of (B, H, T, d_h), and multi-head attention on batched x mixes heads and batch elements
# kind: axes
# diagnosis: permuted, fixed-leading-axes, split-heads-first


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)
    return np.swapaxes(r, 0, -2)  # positions <-> heads
