# track: torch
# exercise: heads
# why: split_heads cuts head h with x.narrow(-1, h, d_h), passing the head's index as the start where its first feature h * d_h belongs, and stacks the slices on the head axis; the heads overlap (head h takes features h .. h + d_h - 1), so with more than one head every head but the first holds the wrong features, in split_heads and in multi-head attention
# kind: axes
# diagnosis: fails-with-several-heads, split-stride


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    d_h = x.shape[-1] // n_heads
    return torch.stack([x.narrow(-1, h, d_h) for h in range(n_heads)], dim=-3)
