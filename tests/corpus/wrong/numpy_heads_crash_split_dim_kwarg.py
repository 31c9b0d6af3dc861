# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, n_heads, dim=-1), the keyword of torch.split / torch.chunk; np.split names that parameter axis, so every valid call raises TypeError (unexpected keyword argument 'dim'), in split_heads and in multi-head attention through it
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    heads = np.split(x, n_heads, dim=-1)
    return np.stack(heads, axis=-3)
