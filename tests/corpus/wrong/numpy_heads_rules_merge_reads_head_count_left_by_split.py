# track: numpy
# exercise: heads
# kind: rules
# why: merge_heads takes the number of heads from a module global that split_heads sets on every call (_N_HEADS = n_heads, "a merge always undoes the split just before it") instead of from x.shape[-3]; multi-head attention, which splits just before it merges, is right, but merge_heads on its own reshapes with whatever head count the last split_heads call left behind (None before any split), so it raises TypeError or ValueError on valid heads
# diagnosis: stale-result:shape
# miss: merge_heads reads a head count that split_heads left in module state; the crash leads, and stale-result:shape (a function's own earlier call of that shape) does not fit

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
    global _N_HEADS
    _N_HEADS = n_heads  # merge_heads undoes this split next
    *lead, t, width = x.shape
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
    *lead, _, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, _N_HEADS * d_h)


_N_HEADS = None
