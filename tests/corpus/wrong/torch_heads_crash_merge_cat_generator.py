# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.cat((x[..., h, :, :] for h in range(H)), dim=-1), a generator expression; torch.cat only takes a tuple or list of tensors, so every valid call of merge_heads, and of multi-head attention through it, raises TypeError
# kind: crash
# diagnosis: crash


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    n_heads = x.shape[-3]
    return torch.cat((x[..., h, :, :] for h in range(n_heads)), dim=-1)
