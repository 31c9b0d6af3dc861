# track: numpy
# exercise: heads
# why: split_heads accepts only "(T, D) or (B, T, D)" and raises ValueError for x with 4 or more axes, rejecting valid inputs with several batch axes (and multi-head attention on them)
# kind: error
# diagnosis: error-on-valid, fixed-leading-axes

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim not in (2, 3):
        raise ValueError(f"split_heads needs x of shape (T, D) or (B, T, D); got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
