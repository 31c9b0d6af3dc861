# track: numpy
# exercise: heads
# why: split_heads unflattens the width with x.reshape(..., T, H, d_h, order="F") ("fill column by column, as MATLAB does"); Fortran order reads and writes the features first-index-fastest, so head h gets the interleaved features h, h+H, h+2H... instead of its block of d_h neighbours
# kind: axes
# diagnosis: split-interleaved, reordered

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads, order="F")  # (..., T, H, d_h)
    return np.swapaxes(heads, -3, -2)  # (..., H, T, d_h)
