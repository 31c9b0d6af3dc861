# track: numpy
# exercise: heads
# kind: axes
# why: split_heads gives head h the features x[..., h::n_heads] ("every H-th feature") and stacks them on axis -3; a step slice takes the interleaved features h, h + H, h + 2H, ..., not the block [h*d_h, (h+1)*d_h), so with more than one head every head holds the wrong features, and multi-head attention (whose merge_heads lays the heads side by side) is wrong with it
# diagnosis: split-interleaved, fails-with-several-heads

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
    return np.stack([x[..., h::n_heads] for h in range(n_heads)], axis=-3)
