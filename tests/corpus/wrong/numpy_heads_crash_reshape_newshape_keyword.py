# track: numpy
# exercise: heads
# why: split_heads calls np.reshape(x, newshape=(..., T, H, d_h)), the keyword of older NumPy docs and tutorials, which NumPy 2.4 no longer accepts (it is shape= now), so every valid call of split_heads raises TypeError, and multi_head_self_attention with it
# kind: crash
# diagnosis: crash


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = np.reshape(x, newshape=(*lead, t, n_heads, width // n_heads))
    return np.swapaxes(heads, -3, -2)
