# track: numpy
# exercise: heads
# why: split_heads is carried over from the student's PyTorch version as x.view(*lead, t, n_heads, d_h).swapaxes(-3, -2), but ndarray.view takes a dtype (or array type), not a shape, so every valid call of split_heads, and multi-head attention through it, raises TypeError
# kind: crash
# diagnosis: crash
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.view(*lead, t, n_heads, width // n_heads).swapaxes(-3, -2)
