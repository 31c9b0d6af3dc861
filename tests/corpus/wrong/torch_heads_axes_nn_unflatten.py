# track: torch
# exercise: heads
# why: split_heads unflattens the features with torch.nn.Unflatten(2, (n_heads, d_h)), the dim 2 of the (B, T, D) example in the docs; dim 2 is the feature axis only for 3-D x, so an unbatched (T, D) x raises IndexError and x with more leading axes has its T axis cut into heads (or raises)
# kind: axes
# diagnosis: fails-unless-ndim


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    unflatten = torch.nn.Unflatten(2, (n_heads, x.shape[-1] // n_heads))  # (B, T, D) -> (B, T, H, d_h)
    return unflatten(x).transpose(-3, -2)
