# track: numpy
# exercise: heads
# why: split_heads bounds the head count with 'if n_heads < 1 or n_heads >= width or width % n_heads' ('a head needs more than one feature'), an off-by-one that rejects the valid n_heads == width, heads of width d_h = 1, with ValueError
# kind: error
# diagnosis: error-on-valid


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    width = x.shape[-1]
    if n_heads < 1 or n_heads >= width or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1, below and divide the width {width}")
    *lead, t, _ = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
