# track: numpy
# exercise: heads
# why: ports d2l's transpose_qkv, which folds batch and heads together into (B*H, T, d_h) instead of returning (..., H, T, d_h)
# kind: pattern
# diagnosis: fixed-leading-axes


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    x = x.reshape(*lead, t, n_heads, width // n_heads)
    x = np.swapaxes(x, -3, -2)
    return x.reshape(-1, t, width // n_heads)
