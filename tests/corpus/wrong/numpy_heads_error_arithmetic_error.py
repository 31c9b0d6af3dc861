# track: numpy
# exercise: heads
# why: split_heads raises ArithmeticError when n_heads does not divide the width or is below 1 ("divisibility is arithmetic"); ArithmeticError is not a ValueError, so every bad head count gets the wrong exception class
# kind: error
# diagnosis: error-not-valueerror
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ArithmeticError(f"n_heads={n_heads} does not divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
