# track: torch
# exercise: heads
# kind: error
# why: split_heads rejects n_heads < 1 but handles a head count that does not divide the width by rounding the head width up and zero-padding the features with F.pad ("as a convolution pads its input"), so an invalid n_heads is split into heads whose last one ends in zeros instead of raising ValueError (and multi-head attention then fails at the output projection with RuntimeError)
# diagnosis: error-not-raised

def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
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
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must be >= 1")
    *lead, t, width = x.shape
    d_h = -(-width // n_heads)  # round the head width up
    if d_h * n_heads != width:  # pad with zero features so the last head is full
        x = torch.nn.functional.pad(x, (0, d_h * n_heads - width))
    return x.reshape(*lead, t, n_heads, d_h).transpose(-3, -2)
