# track: numpy
# exercise: heads
# why: split_heads calls np.reshape(x, *lead, t, n_heads, d_h) with the sizes spread out, as ndarray.reshape and torch accept them; np.reshape takes the shape as ONE argument (the only other positional argument is order), so every valid call raises TypeError
# kind: crash
# diagnosis: crash
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    *lead, t, width = x.shape
    d_h = width // n_heads
    return np.swapaxes(np.reshape(x, *lead, t, n_heads, d_h), -3, -2)
