# track: torch
# exercise: heads
# why: split_heads cuts the features with torch.split and joins the pieces with torch.cat(pieces, dim=-3) where torch.stack was meant; cat creates no head axis, so an unbatched (T, D) input raises IndexError and a batched one comes back with the heads folded into the batch axis, (H*B, T, d_h), which multi_head_self_attention then cannot merge and project (RuntimeError)
# kind: crash
# diagnosis: crash, axes-folded


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = torch.split(x, x.shape[-1] // n_heads, dim=-1)  # H pieces (..., T, d_h)
    return torch.cat(pieces, dim=-3)
