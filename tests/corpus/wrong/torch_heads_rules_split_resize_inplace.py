# track: torch
# exercise: heads
# why: split_heads reshapes with x.resize_(..., T, H, d_h) "to avoid a copy", which changes the shape of the caller's tensor in place (and raises on tensors that require grad, such as the projections inside multi-head attention)
# kind: rules
# diagnosis: input-changed,in-place-autograd


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"x must be (..., T, H*d_h), got {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    x.resize_(*lead, t, n_heads, width // n_heads)
    return x.transpose(-3, -2)
