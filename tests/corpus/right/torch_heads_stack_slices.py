# track: torch
# exercise: heads
# why: split_heads stacks feature slices along a new head axis; merge_heads concatenates the unbound heads


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("x needs (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads != 0:
        raise ValueError(f"n_heads={n_heads} must be positive and divide {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return torch.stack([x[..., h * d_h:(h + 1) * d_h] for h in range(n_heads)], dim=-3)


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("x needs (..., H, T, d_h)")
    return torch.cat(torch.unbind(x, dim=-3), dim=-1)
