# track: numpy
# exercise: heads
# why: split_heads takes the number of positions as t = len(x), the length of the first axis, which is T only for an unbatched (T, D) input; with a batch axis it is B, so the reshape to (*x.shape[:-2], t, H, d_h) raises (it is right only when B happens to equal T), and multi-head attention on batched inputs fails with it
# kind: knockon
# diagnosis: fixed-ndim, fails-with-leading-axes


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    t = len(x)  # number of positions
    d_h = x.shape[-1] // n_heads
    r = x.reshape(*x.shape[:-2], t, n_heads, d_h)
    return np.swapaxes(r, -3, -2)
