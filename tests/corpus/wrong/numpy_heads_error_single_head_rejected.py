# track: numpy
# exercise: heads
# why: split_heads validates the head count with n_heads <= 1 where n_heads < 1 belongs, so a valid single head (n_heads=1, plain attention) raises ValueError, in split_heads and in multi-head attention with one head
# kind: error
# diagnosis: error-on-valid
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads <= 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
