# track: torch
# exercise: heads
# why: split_heads with unflatten + transpose, merge_heads with movedim + flatten


def split_heads(x, n_heads):
    if x.dim() < 2 or n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"cannot split width {x.shape[-1]} into {n_heads} heads")
    return x.unflatten(-1, (n_heads, -1)).transpose(-3, -2)


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs at least 3 axes")
    return x.movedim(-3, -2).flatten(start_dim=-2)
