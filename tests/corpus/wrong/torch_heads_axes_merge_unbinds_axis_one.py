# track: torch
# exercise: heads
# kind: axes
# why: merge_heads lays the heads side by side with torch.cat(x.unbind(1), dim=-1), written for (B, H, T, d_h) heads where dim 1 is the head axis; for unbatched (H, T, d_h) heads dim 1 is T, so it concatenates the positions into an (H, T*d_h) array, and with two batch axes it unbinds the second batch axis, so merge_heads and multi-head attention are right only for one batch axis
# diagnosis: fails-unless-ndim, fixed-ndim

def merge_heads(x: torch.Tensor) -> torch.Tensor:
    """Exercise 5c: the inverse of ``split_heads``.

    Args:
        x: ``(..., H, T, d_h)``.

    Returns:
        ``(..., T, H*d_h)``, with head ``h`` in features ``[h*d_h, (h+1)*d_h)``.

    Raises:
        ValueError: when ``x`` has fewer than 3 axes.
    """
    ### BEGIN SOLUTION
    if x.dim() < 3:
        raise ValueError(
            f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}"
        )
    return torch.cat(x.unbind(1), dim=-1)
