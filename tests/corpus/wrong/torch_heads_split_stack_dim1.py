# track: torch
# exercise: heads
# why: split_heads stacks the torch.chunk pieces on dim=1, which puts H before T only for exactly one batch axis (B, T, D): 2-D and 4-D inputs come out wrong
# kind: pattern
# diagnosis: fixed-leading-axes


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(x.chunk(n_heads, dim=-1), dim=1)
