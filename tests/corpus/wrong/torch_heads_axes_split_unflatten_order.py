# track: torch
# exercise: heads
# why: split_heads unflattens the width as x.unflatten(-1, (-1, n_heads)) and moves the last axis (the heads) in front of T with movedim(-1, -3); the sizes are given as (d_h, H), so head h gets the interleaved features h, h + H, h + 2H... instead of its block of d_h neighbouring features, in split_heads and in multi-head attention (right with one head)
# kind: axes
# diagnosis: split-interleaved
def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (-1, n_heads)).movedim(-1, -3)
