# track: numpy
# exercise: heads
# why: ports torch's x.view(..., H, d_h).transpose(-3, -2) as x.reshape(...).transpose(-3, -2), but ndarray.transpose takes a full permutation, so every valid call raises ValueError("axes don't match array")
# kind: crash
# diagnosis: crash,error-on-valid


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return x.reshape(*x.shape[:-1], n_heads, d_h).transpose(-3, -2)
