# track: torch
# exercise: heads
# why: split_heads cuts the features into heads with x.split(d_h, dim=-1) and stacks the pieces with torch.stack(pieces, dim=-4), counting the new axis among the four of the (B, H, T, d_h) result; dim=-3 was meant (the new axis goes just before T), so unbatched input raises and batched input puts the heads in front of the batch axis
# kind: axes
# diagnosis: split-heads-first


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = x.split(x.shape[-1] // n_heads, dim=-1)  # H pieces of (..., T, d_h)
    return torch.stack(pieces, dim=-4)
