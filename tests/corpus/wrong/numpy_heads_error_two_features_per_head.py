# track: numpy
# exercise: heads
# why: split_heads raises ValueError unless each head gets at least 2 features (n_heads > width // 2 is rejected, "a head of width 1 cannot attend"), so valid splits with d_h = 1 (as many heads as features) are refused
# kind: error
# diagnosis: error-on-valid
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    if n_heads > x.shape[-1] // 2:
        raise ValueError("every head needs at least 2 features")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
