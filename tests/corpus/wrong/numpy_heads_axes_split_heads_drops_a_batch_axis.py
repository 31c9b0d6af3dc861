# track: numpy
# exercise: heads
# kind: axes
# why: split_heads reads the batch axes as lead = x.shape[:-3] (one axis too many cut off, as if x already had its head axis) and t, width = x.shape[-2:], then reshapes to (*lead, t, H, d_h); for an unbatched (T, D) x that is right, but with one or more batch axes the first of them is dropped from the target shape, so the reshape raises ValueError for every batched input (and multi-head attention on a batched x fails with it)
# diagnosis: fails-unless-ndim, fixed-ndim

def split_heads(x: np.ndarray, n_heads: int) -> np.ndarray:
    """Exercise 5b: split the feature axis into heads.

    Args:
        x: ``(..., T, H*d_h)``.
        n_heads: ``H``, a positive integer that divides the width.

    Returns:
        ``(..., H, T, d_h)``; head ``h`` holds features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``n_heads < 1`` or it does not divide the width.
    """
    ### BEGIN SOLUTION
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    lead = x.shape[:-3]
    t, width = x.shape[-2:]
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
