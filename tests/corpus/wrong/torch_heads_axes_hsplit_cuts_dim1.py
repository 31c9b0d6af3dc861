# track: torch
# exercise: heads
# why: split_heads cuts the features with torch.stack(x.hsplit(n_heads), dim=-3); Tensor.hsplit always splits dim 1, which is the feature axis only for an unbatched (T, H*d_h) input: with a batch axis it cuts the positions into H blocks (or raises when T is not a multiple of H), so batched heads are (B, H, T/H, H*d_h) slices of positions
# kind: axes
# diagnosis: fails-unless-ndim, fails-with-leading-axes

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(x.hsplit(n_heads), dim=-3)  # (..., H, T, d_h)
