# track: numpy
# exercise: heads
# why: split_heads checks only n_heads >= 1 and lets reshape infer the head axis, x.reshape(*lead, t, -1, width // n_heads); for a head count that does not divide the width the inferred axis takes another value whenever width // n_heads divides the width (8 features in 3 heads give 4 heads of 2), so the invalid count is silently replaced instead of raising ValueError, in split_heads and in multi-head attention
# kind: error
# diagnosis: error-not-raised
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must be >= 1")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, -1, width // n_heads), -3, -2)
