# track: numpy
# exercise: heads
# why: split_heads moves the head axis with np.transpose(r, (..., -2, -3, -1)), writing the leading axes as an Ellipsis as in einsum or rearrange; np.transpose wants every axis as an integer, so every call raises TypeError
# kind: crash
# diagnosis: crash
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)
    return np.transpose(r, (..., -2, -3, -1))
