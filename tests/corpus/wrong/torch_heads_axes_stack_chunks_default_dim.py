# track: torch
# exercise: heads
# why: split_heads cuts the features into heads with x.chunk(n_heads, dim=-1) and stacks them with torch.stack(chunks), whose default dim=0 puts the heads axis in front of every axis, (H, ..., T, d_h), instead of just before T; right only for unbatched input
# kind: axes
# diagnosis: split-heads-first
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    return torch.stack(x.chunk(n_heads, dim=-1))
