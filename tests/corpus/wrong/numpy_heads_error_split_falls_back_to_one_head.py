# track: numpy
# exercise: heads
# why: split_heads catches the reshape error for an n_heads that does not divide the width and falls back to a single head ("better one head than a crash"), returning (..., 1, T, width) instead of raising ValueError, so split_heads and multi-head attention accept an invalid head count
# kind: error
# diagnosis: error-not-raised


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must be >= 1")
    *lead, t, width = x.shape
    try:
        r = x.reshape(*lead, t, n_heads, width // n_heads)
    except ValueError:
        r = x.reshape(*lead, t, 1, width)  # the width does not split evenly: keep it as one head
    return np.swapaxes(r, -3, -2)
