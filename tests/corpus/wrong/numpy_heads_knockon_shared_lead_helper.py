# track: numpy
# exercise: heads
# kind: knockon
# why: split_heads and merge_heads share the student's helper _lead(x) = x.shape[:-2] ("the batch axes in front of (T, features)"); that is right for split_heads' (..., T, H*d_h) input, but merge_heads' input is (..., H, T, d_h), whose first axes include H, so merge_heads reshapes to (..., H, T, H*d_h) and raises ValueError (cannot reshape) for every input with more than one head (one head comes back with an extra axis), and multi-head attention fails with it
# diagnosis: error-on-valid, extra-axis, crash

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
    lead = _lead(x)
    t, width = x.shape[-2:]
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)


def merge_heads(x: np.ndarray) -> np.ndarray:
    """Exercise 5c: the inverse of ``split_heads``.

    Args:
        x: ``(..., H, T, d_h)``.

    Returns:
        ``(..., T, H*d_h)``, with head ``h`` in features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``x`` has fewer than 3 axes.
    """
    ### BEGIN SOLUTION
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    lead = _lead(x)
    h, t, d_h = x.shape[-3:]
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)


def _lead(x):
    """The batch axes of x: everything in front of (T, features)."""
    return x.shape[:-2]
